-- Carrier guide numbers were stored without their leading zeros ("00077123" as "77123"); SUNAT's
-- correlative has 8 digits. Every stored number was stripped the same way, so padding them back
-- cannot make two guides of one series collide.
UPDATE "shipment_documents" SET "number" = lpad("number", 8, '0') WHERE "kind" = 'carrier_guide' AND length("number") < 8;
