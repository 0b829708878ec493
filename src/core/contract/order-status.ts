/**
 * Order status codes of the order_status dictionary: the server enforces its transitions by them
 * (server/src/routes/orders/order-states.ts) and the admin offers only the actions they allow
 * (src/host/pages/order/order-steps.ts).
 */
export const ORDER_STATUS = {
  PENDING_PAY: 1,
  PENDING_REVIEW: 2,
  PENDING_SHIP: 3,
  SHIPPED: 4,
  RENTING: 5,
  PENDING_RETURN: 6,
  RETURNING: 7,
  RETURNED: 8,
  COMPLETED: 9,
  CANCELLED: 10,
  OVERDUE: 11,
  BOUGHT_OUT: 12,
  REJECTED: 13,
} as const;
