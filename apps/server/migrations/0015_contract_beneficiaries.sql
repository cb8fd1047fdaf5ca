-- Spec 01 §3 "Beneficiary" and its form row (existingBeneficiaryId, removeExistingBeneficiary);
-- spec 02 §7 GET contracts/{id}/beneficiaries; spec 01 §2 "Removing an existing one marks it
-- removed with 0 percent". ADR 0010.
--
-- The deposit refund beneficiaries the housing provider holds for a contract (from its deposit
-- records or an earlier request). The termination form starts from them; a termination request
-- keeps which stored beneficiary each of its rows continues, and a stored one the resident
-- removes is kept on the request as a removal with 0 %, for the provider to apply.
CREATE TABLE contract_beneficiaries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  tenant_id uuid REFERENCES tenants (id) ON DELETE SET NULL,
  beneficiary_name text NOT NULL CHECK (char_length(beneficiary_name) BETWEEN 1 AND 100),
  iban text NOT NULL CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  bic text CHECK (bic ~ '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  return_percentage numeric(5,2) NOT NULL CHECK (return_percentage BETWEEN 0 AND 100),
  phone_number text CHECK (char_length(phone_number) <= 15),
  email text CHECK (char_length(email) <= 100),
  -- clock_timestamp(): rows stored in one transaction keep the order they were written in.
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX contract_beneficiaries_contract_idx ON contract_beneficiaries (contract_id);
CREATE INDEX contract_beneficiaries_tenant_idx ON contract_beneficiaries (tenant_id);

ALTER TABLE termination_request_beneficiaries
  ADD COLUMN existing_beneficiary_id uuid REFERENCES contract_beneficiaries (id) ON DELETE SET NULL,
  ADD COLUMN removes_existing boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT termination_request_beneficiaries_removal_check
    CHECK (NOT removes_existing OR return_percentage = 0);
CREATE INDEX termination_request_beneficiaries_existing_idx
  ON termination_request_beneficiaries (existing_beneficiary_id);
