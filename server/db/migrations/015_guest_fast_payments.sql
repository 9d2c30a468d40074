-- A guest's fast payment (an agent-bound site, spec §6) belongs to no member: it names its agent.
ALTER TABLE deposit_orders ALTER COLUMN member_id DROP NOT NULL;
ALTER TABLE deposit_orders ADD CONSTRAINT deposit_orders_owner CHECK (member_id IS NOT NULL OR (fast_payment AND agent_id IS NOT NULL));
