-- Notice area (issue 3): announcements, realtime, files and chat.

-- Chat: who wrote a message (a customer into the agent's inbox, or the agent's staff replying)
-- and which customer conversation it belongs to. Only incoming messages count as unread.
ALTER TABLE chat_message ADD COLUMN direction varchar(3) NOT NULL DEFAULT 'in';  -- in: from a customer, out: a reply
ALTER TABLE chat_message ADD COLUMN customer_id varchar(50);
ALTER TABLE chat_message ADD COLUMN customer_name varchar(100);
CREATE INDEX chat_message_tenant_agent_idx ON chat_message(tenant_id, agent_id, read_flag, create_time);

-- The notice bell asks for one user's unread items every 20 s.
CREATE INDEX sys_announcement_send_user_idx ON sys_announcement_send(user_id, tenant_id, read_flag);

-- The upload listing (object storage page) filters by tenant and folder.
CREATE INDEX sys_file_tenant_idx ON sys_file(tenant_id, biz, create_time);
