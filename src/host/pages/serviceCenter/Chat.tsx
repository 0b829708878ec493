import { Card, Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import { Authority, authorityOf } from '../../../core/session';
import { useSession } from '../../app/use-stores';
import { agentIdOf } from '../../layouts/header/agent';
import styles from './chat.module.css';
import { chatApi } from './chat-api';
import { ChatInbox } from './parts/ChatInbox';
import { ChatThread } from './parts/ChatThread';
import { usePolling } from './use-polling';

/** The signed-in staff member's own conversation with the tenant's customer service. */
function ContactDesk() {
  const thread = usePolling(['/chat/contact/messages'], (signal) => chatApi.contactThread(signal));
  const send = async (content: string) => {
    await chatApi.contactSend(content);
    await thread.refresh();
  };
  return (
    <div className={styles.layout}>
      <ChatThread title="租户客服" messages={thread.data} ownDirection="in" onSend={send} />
    </div>
  );
}

/**
 * 在线客服 (/serviceCenter/chat): the caller's customer-service inbox (the tenant's for a tenant
 * administrator, the shop's for a shop operator) and, for everyone but the tenant administrator, a
 * conversation with the tenant's customer service. Messages arrive by polling every few seconds;
 * opening this page ends the header's unread polling.
 */
export default function Chat() {
  const user = useSession((state) => state.userInfo);
  const [tab, setTab] = useState('inbox');
  if (!user) return null;
  const agentId = agentIdOf(user);
  const tenantDesk = authorityOf(user.authority) === Authority.tenant;
  return (
    <Card bordered={false}>
      <Tabs activeTab={tab} onChange={setTab}>
        <Tabs.TabPane key="inbox" title="客户会话">
          <ChatInbox agentId={agentId} />
        </Tabs.TabPane>
        {tenantDesk ? null : (
          <Tabs.TabPane key="contact" title="联系租户客服">
            <ContactDesk />
          </Tabs.TabPane>
        )}
      </Tabs>
    </Card>
  );
}
