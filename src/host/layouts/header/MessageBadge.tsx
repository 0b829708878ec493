import { Badge, Tooltip } from '@arco-design/web-react';
import { IconMessage } from '@arco-design/web-react/icon';
import { useNavigate } from 'react-router-dom';
import { findRoute } from '../../app/MenuPage';
import { usePermissions, useSession } from '../../app/use-stores';
import { badgeColorOf, CHAT_PATH, UNREAD_OVERFLOW } from './agent';
import { HeaderAction } from './HeaderAction';
import { useUnreadCount } from './use-unread-count';

/**
 * The customer-service message icon with the unread count; it opens the chat page. Users whose menu
 * has no chat page see nothing (the icon would lead to a page they may not open).
 */
export function MessageBadge() {
  const navigate = useNavigate();
  const authority = useSession((state) => state.userInfo?.authority);
  const hasChat = usePermissions((state) => Boolean(findRoute(state.routes, CHAT_PATH)));
  const count = useUnreadCount(hasChat);
  if (!hasChat) return null;
  return (
    <Tooltip content="在线客服消息" mini>
      <HeaderAction
        label={count > 0 ? `在线客服消息，${count} 条未读` : '在线客服消息'}
        onClick={() => navigate(CHAT_PATH)}
      >
        <Badge count={count} maxCount={UNREAD_OVERFLOW} dotStyle={{ background: badgeColorOf(authority) }}>
          <IconMessage style={{ fontSize: 18 }} />
        </Badge>
      </HeaderAction>
    </Tooltip>
  );
}
