export * from './notice-api';
export * from './notice-frame';
export * from './notice-realtime';
export * from './notice-socket';
export * from './poller';
export * from './ws-url';
