DROP INDEX "images_domain_idx";--> statement-breakpoint
CREATE INDEX "domains_awaiting_operator_idx" ON "domains" USING btree ("id") WHERE "domains"."domain_flow_status" = 'NEW' AND NOT "domains"."filled_by_operator" AND NOT "domains"."blacklisted";--> statement-breakpoint
CREATE INDEX "images_domain_status_idx" ON "images" USING btree ("domain_id","status");--> statement-breakpoint
CREATE INDEX "images_pending_idx" ON "images" USING btree ("domain_id","id") WHERE "images"."status" = 'PENDING';