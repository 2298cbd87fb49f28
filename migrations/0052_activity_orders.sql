-- Activity offer cards are bought through the payment service (issue 10): an order paid
-- under an activity login names the package trace (gen_package_trace_id) it pays, so the
-- card's price is charged and its gift credited once the order is paid.
ALTER TABLE pay_orders ADD COLUMN activity_trace_id TEXT;
CREATE INDEX pay_orders_activity_trace ON pay_orders(activity_trace_id);
