-- Payroll batches that arrived before the counterparty was coded: "Planilla · <company>" becomes the
-- code and the company's name, so each reader sees it in their language. A name a user typed stays.
UPDATE "treasury_transactions"
SET "counterparty_code" = 'payroll',
  "counterparty_params" = jsonb_build_object('company', substr("counterparty_name", length('Planilla · ') + 1))
WHERE "counterparty_code" IS NULL
  AND "counterparty_kind" = 'other'
  AND "source_kind" IS NOT NULL
  AND "counterparty_name" LIKE 'Planilla · %';
