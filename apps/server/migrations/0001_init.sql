-- 0001_init: the whole Asukas schema, modelling the entities of spec 01 §3 (and the server-only
-- state the portal needs: users, sessions, rate limits, codes, mail outbox, identity flows, audit).
--
-- Conventions
--   * PostgreSQL 13+ and PGlite run this same file (docs/architecture.md "One SQL dialect").
--   * Names are the spec's names in snake_case. Primary keys are uuid (gen_random_uuid()).
--   * Every enum value list of the spec is a CHECK constraint, spelled exactly as on the wire.
--   * Money is numeric(12,2) in euros; business dates are `date` (Europe/Helsinki calendar days);
--     instants are timestamptz.
--   * Scoped content (bulletins, documents, contacts, parking areas) belongs to a building, to a
--     real property, or to nobody (global) when both scope columns are null.
--   * ON DELETE: rows owned by a parent cascade with it; references to people who may be deleted
--     (created_by_user_id, ...) are set null; reference data (defect classes, document categories)
--     is restricted.
--   * Applied by src/platform/db/migrate.ts inside one transaction and recorded in
--     schema_migrations. Never edit an applied migration: add 0002_... instead.

-- ---------------------------------------------------------------------------------------------
-- Property: real property (with its property company), buildings, apartments, building info
-- ---------------------------------------------------------------------------------------------

CREATE TABLE real_properties (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  property_company_name text NOT NULL,
  property_company_business_id text,
  property_company_street_address text,
  property_company_postal_code text CHECK (property_company_postal_code ~ '^[0-9]{5}$'),
  property_company_city text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE buildings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  real_property_id uuid NOT NULL REFERENCES real_properties (id) ON DELETE CASCADE,
  street_name text NOT NULL,
  street_number text NOT NULL,
  building text,
  postal_code text NOT NULL CHECK (postal_code ~ '^[0-9]{5}$'),
  city text NOT NULL,
  district text,
  district_specifier text,
  region text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX buildings_real_property_id_idx ON buildings (real_property_id);

-- Spec 01 §3 "Building info". One row per building.
CREATE TABLE building_info (
  building_id uuid PRIMARY KEY REFERENCES buildings (id) ON DELETE CASCADE,
  construction_date date,
  floor_count integer CHECK (floor_count >= 0),
  apartment_count integer CHECK (apartment_count >= 0),
  real_property_areas_total numeric(12,2) CHECK (real_property_areas_total >= 0),
  heating_method text NOT NULL DEFAULT 'not_set' CHECK (heating_method IN (
    'air_to_water_heat_pump', 'district', 'electrical', 'geothermal', 'solar', 'oil',
    'natural_gas', 'no_heating', 'not_set')),
  real_property_image_url text,
  internet_operator_office_name text,
  internet_operator_email text,
  internet_operator_phone_number text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE apartments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  building_id uuid NOT NULL REFERENCES buildings (id) ON DELETE CASCADE,
  staircase_letter text,
  apartment_number text,
  -- The postal address as printed on letters (spec 01 §3 Contract.postalAddress).
  street_address_line1 text NOT NULL,
  street_address_line2 text,
  postal_code text NOT NULL CHECK (postal_code ~ '^[0-9]{5}$'),
  city text NOT NULL,
  room_count integer CHECK (room_count > 0),
  floor_area numeric(8,2) CHECK (floor_area > 0),
  UNIQUE (building_id, staircase_letter, apartment_number)
);
CREATE INDEX apartments_building_id_idx ON apartments (building_id);

-- ---------------------------------------------------------------------------------------------
-- Users, sessions and the account machinery
-- ---------------------------------------------------------------------------------------------

-- Residents log in with e-mail and password (spec 01 §3 "User profile"); staff users may
-- impersonate residents (spec 01 §6). A resident is linked to contracts through tenants.user_id.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND email LIKE '%_@_%'),
  -- Argon2id PHC string; null until the registration has set a password.
  password_hash text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone_number text,
  role text NOT NULL DEFAULT 'resident' CHECK (role IN ('resident', 'staff')),
  confirmed boolean NOT NULL DEFAULT false,
  communication_by_email boolean NOT NULL DEFAULT true,
  communication_by_sms boolean NOT NULL DEFAULT true,
  marketing_allowed boolean NOT NULL DEFAULT false,
  identity_provider text CHECK (identity_provider IN ('ftn', 'passport')),
  -- Finnish personal identity code (hetu), upper case, from strong identification.
  personal_identity_code text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The session cookie holds a random token; only its SHA-256 (64 hex characters) is stored.
CREATE TABLE sessions (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  impersonated_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK (impersonated_user_id IS NULL OR impersonated_user_id <> user_id)
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_impersonated_user_id_idx ON sessions (impersonated_user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

-- One row per login attempt (docs/specification.md "account lockout": after 5 failures the wait doubles
-- from 1 s up to 15 min; at most 20 failures per e-mail per hour).
CREATE TABLE login_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  ip_address text,
  succeeded boolean NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_email_attempted_at_idx ON login_attempts (email, attempted_at DESC);
CREATE INDEX login_attempts_ip_attempted_at_idx ON login_attempts (ip_address, attempted_at DESC);

-- Fixed-window counters for other limits (code resends, password resets, ...), shared by every
-- server instance. key e.g. 'resend_code:aino@example.com'.
CREATE TABLE rate_limit_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0 CHECK (count >= 0),
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limit_counters_window_start_idx ON rate_limit_counters (window_start);

-- 6-digit codes (spec 02 §5 "exactly 6 digits"); only a hash of the code is stored.
CREATE TABLE verification_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(email)),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'change_password')),
  code_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX verification_codes_email_purpose_idx ON verification_codes (email, purpose, created_at DESC);
CREATE INDEX verification_codes_user_id_idx ON verification_codes (user_id);

-- Outgoing e-mail, sent by a worker (SMTP) or shown in the dev mailbox.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error text,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_status_next_attempt_at_idx ON mail_outbox (status, next_attempt_at);
CREATE INDEX mail_outbox_to_address_idx ON mail_outbox (to_address, created_at DESC);

-- ---------------------------------------------------------------------------------------------
-- Contracts and tenants
-- ---------------------------------------------------------------------------------------------

-- Spec 01 §3 "Contract". realPropertyName and propertyCompany* come from real_properties through
-- apartments -> buildings; postalAddress and addressDetails from apartments.
CREATE TABLE contracts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  apartment_id uuid NOT NULL REFERENCES apartments (id) ON DELETE RESTRICT,
  contract_type text NOT NULL CHECK (contract_type IN ('rental', 'right_of_occupancy')),
  status text NOT NULL CHECK (status IN ('active', 'signed', 'terminated')),
  start_date date NOT NULL,
  end_date date,
  -- Finnish invoice reference number (viitenumero).
  reference_number text NOT NULL,
  -- Facts behind the static termination disallowed reasons (spec 01 §3): is_estate_contract,
  -- has_guardian_of_interests, contract_tag. The dynamic reasons are computed by the server.
  is_estate_contract boolean NOT NULL DEFAULT false,
  has_guardian_of_interests boolean NOT NULL DEFAULT false,
  has_contract_tag boolean NOT NULL DEFAULT false,
  -- Right-of-occupancy collateral (spec 01 §3 Contract.collateral).
  collateral_bank_name text,
  is_collateral boolean,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR end_date >= start_date),
  CHECK (contract_type = 'right_of_occupancy' OR (collateral_bank_name IS NULL AND is_collateral IS NULL))
);
CREATE INDEX contracts_apartment_id_idx ON contracts (apartment_id);

-- Spec 01 §3 "Tenant (person)" and "Company tenant". isAdult derives from birth_date,
-- hasResidentUser from user_id.
CREATE TABLE tenants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  tenant_type text NOT NULL DEFAULT 'person' CHECK (tenant_type IN ('person', 'company')),
  first_name text,
  last_name text,
  company_name text,
  business_identity_code text,
  tenant_role text CHECK (tenant_role IN ('non_tenant', 'replacement_apartment_tenant', 'subtenant', 'tenant')),
  is_contract_party boolean NOT NULL DEFAULT false,
  is_payer boolean NOT NULL DEFAULT false,
  email text,
  phone_number text,
  non_disclosure boolean NOT NULL DEFAULT false,
  birth_date date,
  personal_identity_code text,
  start_date date NOT NULL,
  end_date date,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR end_date >= start_date),
  CHECK (
    (tenant_type = 'person' AND first_name IS NOT NULL AND last_name IS NOT NULL AND tenant_role IS NOT NULL)
    OR (tenant_type = 'company' AND company_name IS NOT NULL)
  )
);
CREATE INDEX tenants_contract_id_idx ON tenants (contract_id);
CREATE INDEX tenants_user_id_idx ON tenants (user_id);
CREATE INDEX tenants_personal_identity_code_idx ON tenants (personal_identity_code);
CREATE UNIQUE INDEX tenants_contract_user_uniq ON tenants (contract_id, user_id) WHERE user_id IS NOT NULL;

-- ---------------------------------------------------------------------------------------------
-- Files (uploads) and identity flows
-- ---------------------------------------------------------------------------------------------

-- Spec 02 §3 "File record". The bytes live in file storage under storage_key.
CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  file_name text NOT NULL,
  original_file_name text NOT NULL,
  file_type text NOT NULL CHECK (file_type IN ('image', 'document', 'video')),
  content_type text NOT NULL CHECK (content_type IN (
    'image/jpeg', 'image/png', 'image/gif', 'application/pdf', 'video/mp4', 'video/quicktime')),
  size_bytes bigint CHECK (size_bytes >= 0),
  storage_key text NOT NULL UNIQUE,
  uploaded boolean NOT NULL DEFAULT false,
  temporary boolean NOT NULL DEFAULT true,
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  uploaded_at timestamptz
);
CREATE INDEX files_created_by_user_id_idx ON files (created_by_user_id);
CREATE INDEX files_temporary_created_at_idx ON files (created_at) WHERE temporary;

-- State of a redirect to the identity broker (registration, or confirming a termination,
-- modification or approval; spec 01 §4). `state` and `nonce` come back on the callback.
CREATE TABLE identity_flows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('registration', 'confirm_operation')),
  state text NOT NULL UNIQUE,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  provider text NOT NULL CHECK (provider IN ('ftn', 'passport')),
  locale text NOT NULL DEFAULT 'fi' CHECK (locale IN ('fi', 'sv', 'en')),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  contract_id uuid REFERENCES contracts (id) ON DELETE CASCADE,
  operation_type text CHECK (operation_type IN (
    'resident_app_accept_contract_termination', 'resident_app_confirm_contract_termination',
    'resident_app_reject_contract_termination', 'resident_app_accept_contract_modification',
    'resident_app_confirm_contract_modification', 'resident_app_reject_contract_modification')),
  operation_data jsonb,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed', 'cancelled')),
  error_code text,
  -- Verified attributes returned by the broker (hetu, names).
  identity jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  CHECK (kind = 'registration' OR (contract_id IS NOT NULL AND operation_type IS NOT NULL))
);
CREATE INDEX identity_flows_user_id_idx ON identity_flows (user_id);
CREATE INDEX identity_flows_contract_id_idx ON identity_flows (contract_id);

-- ---------------------------------------------------------------------------------------------
-- Termination and modification requests, tenant approvals
-- ---------------------------------------------------------------------------------------------

-- Spec 01 §3 "Termination request". Reasons: all 21 wire values (docs/specification.md).
CREATE TABLE termination_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('approved', 'pending_tenant_approval', 'ready_for_review', 'rejected')),
  termination_reason text NOT NULL CHECK (termination_reason IN (
    'apartment_size', 'area_poor_services', 'buying_property', 'disturbing_neighbours_or_building',
    'family_size_change', 'housing_company_fee_amount', 'internal_swap', 'move_due_work',
    'move_to_another_municipality', 'move_to_another_rental', 'move_to_care_home_or_hospital',
    'move_to_right_of_occupancy', 'other', 'poor_apartment_condition',
    'poor_apartment_equipment_or_properties', 'poor_property_condition', 'poor_property_maintenance',
    'poor_transportation_options', 'housing_costs', 'move_to_another_apartment_of_same_owner', 'death')),
  moving_out_date date,
  end_date date NOT NULL,
  giving_contact_info_allowed boolean NOT NULL DEFAULT false,
  master_key_access_allowed boolean NOT NULL DEFAULT false,
  has_pets_in_apartment boolean NOT NULL DEFAULT false,
  -- showing: true = tenant_shows, false = property_company_group_shows.
  displays_self boolean NOT NULL DEFAULT true,
  display_start_date date,
  display_end_date date,
  additional_details text CHECK (char_length(additional_details) <= 1000),
  contact_email text,
  contact_phone_number text,
  new_address_recipient_name text CHECK (char_length(new_address_recipient_name) <= 100),
  new_address_street_address text CHECK (char_length(new_address_street_address) <= 100),
  new_address_postal_code text CHECK (new_address_postal_code ~ '^[0-9]{5}$'),
  new_address_city text CHECK (char_length(new_address_city) <= 100),
  is_collateral boolean,
  collateral_lender text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  CHECK (moving_out_date IS NULL OR moving_out_date <= end_date),
  CHECK (display_end_date IS NULL OR display_start_date IS NULL OR display_end_date >= display_start_date)
);
CREATE INDEX termination_requests_contract_id_idx ON termination_requests (contract_id, created_at DESC);
CREATE INDEX termination_requests_status_idx ON termination_requests (status, created_at);
-- At most one open termination request per contract.
CREATE UNIQUE INDEX termination_requests_one_open_per_contract
  ON termination_requests (contract_id) WHERE status IN ('pending_tenant_approval', 'ready_for_review');

-- Spec 01 §3 "Beneficiary": who gets the deposit back (max 4, percentages sum to 100: the
-- server checks the sum, spec 02 §5).
CREATE TABLE termination_request_beneficiaries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  termination_request_id uuid NOT NULL REFERENCES termination_requests (id) ON DELETE CASCADE,
  tenant_id uuid REFERENCES tenants (id) ON DELETE SET NULL,
  beneficiary_name text NOT NULL CHECK (char_length(beneficiary_name) <= 100),
  iban text NOT NULL CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  bic text CHECK (bic ~ '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  return_percentage numeric(5,2) NOT NULL CHECK (return_percentage BETWEEN 0 AND 100),
  phone_number text CHECK (char_length(phone_number) <= 15),
  email text CHECK (char_length(email) <= 100)
);
CREATE INDEX termination_request_beneficiaries_request_idx ON termination_request_beneficiaries (termination_request_id);
CREATE INDEX termination_request_beneficiaries_tenant_idx ON termination_request_beneficiaries (tenant_id);

CREATE TABLE termination_request_files (
  termination_request_id uuid NOT NULL REFERENCES termination_requests (id) ON DELETE CASCADE,
  file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  PRIMARY KEY (termination_request_id, file_id)
);
CREATE INDEX termination_request_files_file_id_idx ON termination_request_files (file_id);

-- Spec 01 §3 "Modification request".
CREATE TABLE modification_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN (
    'approved', 'pending_tenant_approval', 'ready_for_review', 'rejected', 'pending_strong_authentication')),
  description text,
  in_effect date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX modification_requests_contract_id_idx ON modification_requests (contract_id, created_at DESC);
CREATE INDEX modification_requests_status_idx ON modification_requests (status, created_at);
CREATE UNIQUE INDEX modification_requests_one_open_per_contract
  ON modification_requests (contract_id)
  WHERE status IN ('pending_strong_authentication', 'pending_tenant_approval', 'ready_for_review');

CREATE TABLE modification_add_tenant_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  modification_request_id uuid NOT NULL REFERENCES modification_requests (id) ON DELETE CASCADE,
  social_security_number text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  phone_number text,
  birth_date date
);
CREATE INDEX modification_add_tenant_events_request_idx ON modification_add_tenant_events (modification_request_id);

CREATE TABLE modification_remove_tenant_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  modification_request_id uuid NOT NULL REFERENCES modification_requests (id) ON DELETE CASCADE,
  remove_tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  UNIQUE (modification_request_id, remove_tenant_id)
);
CREATE INDEX modification_remove_tenant_events_tenant_idx ON modification_remove_tenant_events (remove_tenant_id);

-- At most one contract-party transfer per request.
CREATE TABLE modification_transfer_tenant_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  modification_request_id uuid NOT NULL UNIQUE REFERENCES modification_requests (id) ON DELETE CASCADE,
  source_tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  destination_tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  CHECK (source_tenant_id <> destination_tenant_id)
);
CREATE INDEX modification_transfer_tenant_events_source_idx ON modification_transfer_tenant_events (source_tenant_id);
CREATE INDEX modification_transfer_tenant_events_destination_idx ON modification_transfer_tenant_events (destination_tenant_id);

-- The other parties' answers to a termination or modification request (spec 01 §4: tenants
-- approve, a rejection by a tenant cancels the request).
CREATE TABLE tenant_approvals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  termination_request_id uuid REFERENCES termination_requests (id) ON DELETE CASCADE,
  modification_request_id uuid REFERENCES modification_requests (id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  decision text NOT NULL DEFAULT 'pending' CHECK (decision IN ('pending', 'accepted', 'rejected')),
  decided_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((termination_request_id IS NULL) <> (modification_request_id IS NULL)),
  CHECK ((decision = 'pending') = (decided_at IS NULL)),
  UNIQUE (termination_request_id, tenant_id),
  UNIQUE (modification_request_id, tenant_id)
);
CREATE INDEX tenant_approvals_tenant_id_idx ON tenant_approvals (tenant_id);
CREATE INDEX tenant_approvals_modification_request_id_idx ON tenant_approvals (modification_request_id);

-- ---------------------------------------------------------------------------------------------
-- Notifications
-- ---------------------------------------------------------------------------------------------

-- Spec 01 §3 "Notification". arrear_amount: euros owed, positive (notificationMeta.arrearAmount).
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  priority text NOT NULL DEFAULT 'normal' CHECK (priority IN ('normal', 'important')),
  category text NOT NULL CHECK (category IN (
    'normal', 'arrear', 'contract_lifecycle', 'message',
    'contract_termination_request_created', 'contract_termination_request_approval_needed',
    'contract_termination_request_kenno_accepted', 'contract_termination_request_kenno_rejected',
    'contract_termination_request_tenant_accepted', 'contract_termination_request_tenant_rejected',
    'contract_modification_request_created', 'contract_modification_request_approval_needed',
    'contract_modification_request_kenno_accepted', 'contract_modification_request_kenno_rejected',
    'contract_modification_request_tenant_accepted', 'contract_modification_request_tenant_rejected')),
  arrear_amount numeric(12,2) CHECK (arrear_amount > 0),
  termination_request_id uuid REFERENCES termination_requests (id) ON DELETE CASCADE,
  modification_request_id uuid REFERENCES modification_requests (id) ON DELETE CASCADE,
  is_closeable boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  CHECK (category <> 'arrear' OR arrear_amount IS NOT NULL),
  CHECK (closed_at IS NULL OR closed_at >= created_at)
);
CREATE INDEX notifications_user_id_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_open_by_user_idx ON notifications (user_id, contract_id) WHERE closed_at IS NULL;
CREATE INDEX notifications_contract_id_idx ON notifications (contract_id);
CREATE INDEX notifications_termination_request_id_idx ON notifications (termination_request_id);
CREATE INDEX notifications_modification_request_id_idx ON notifications (modification_request_id);

-- ---------------------------------------------------------------------------------------------
-- Defect notices, feedback and questions
-- ---------------------------------------------------------------------------------------------

-- Spec 01 §3 "Defect classes" (reference data; labels are translated in the web app).
CREATE TABLE defect_classes (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE
);
INSERT INTO defect_classes (id, code) VALUES
  (1, 'repair'), (2, 'hvac'), (3, 'minor_repair'), (4, 'electricity'), (5, 'cleaning'),
  (6, 'purchases'), (7, 'vandalism'), (8, 'moisture'), (9, 'extra_waste'), (10, 'extra_cleaning'),
  (11, 'locks'), (12, 'conditions'), (13, 'fire_damage'), (14, 'building_automation'),
  (15, 'structures'), (16, 'damage_during_winter_maintenance'), (17, 'telecom_connections'),
  (18, 'pests'), (19, 'water_damage'), (20, 'feedback'), (21, 'question');

-- Spec 01 §3 "Defect notice". notice_number is the short id shown to residents; defect_class_id
-- null means "other type" (-1 on the form).
CREATE TABLE defect_notices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  notice_number integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 100),
  description text NOT NULL DEFAULT '',
  defect_class_id integer REFERENCES defect_classes (id) ON DELETE RESTRICT
    CHECK (defect_class_id NOT IN (20, 21)),
  defect_location text NOT NULL CHECK (defect_location IN ('CONTRACT_TARGET', 'COMMON_AREA')),
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('completed', 'created', 'in_progress')),
  has_pets_in_apartment boolean NOT NULL DEFAULT false,
  master_key_access_allowed boolean NOT NULL DEFAULT false,
  reporter_phone_number text,
  reporter_email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX defect_notices_contract_id_idx ON defect_notices (contract_id, created_at DESC);
CREATE INDEX defect_notices_created_by_user_id_idx ON defect_notices (created_by_user_id);

-- Spec 01 §3 "Defect notice event"; latestEvent is the newest row.
CREATE TABLE defect_notice_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  defect_notice_id uuid NOT NULL REFERENCES defect_notices (id) ON DELETE CASCADE,
  event_type text NOT NULL CHECK (event_type IN (
    'created', 'work_order_linked', 'completed', 'work_note_created', 'work_order_started',
    'work_order_accepted', 'work_order_completed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  work_finished_at timestamptz,
  work_order_id text,
  work_note_description text
);
CREATE INDEX defect_notice_events_notice_idx ON defect_notice_events (defect_notice_id, created_at DESC);

CREATE TABLE defect_notice_files (
  defect_notice_id uuid NOT NULL REFERENCES defect_notices (id) ON DELETE CASCADE,
  file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  PRIMARY KEY (defect_notice_id, file_id)
);
CREATE INDEX defect_notice_files_file_id_idx ON defect_notice_files (file_id);

-- Spec 01 §3 "Feedback or question notice": class 20 = feedback, 21 = question.
CREATE TABLE feedback_question_notices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  notice_number integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  notice_type text NOT NULL CHECK (notice_type IN ('feedback', 'question')),
  defect_class_id integer NOT NULL REFERENCES defect_classes (id) ON DELETE RESTRICT,
  title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 100),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('completed', 'created', 'in_progress')),
  reporter_phone_number text,
  reporter_email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((notice_type = 'feedback' AND defect_class_id = 20) OR (notice_type = 'question' AND defect_class_id = 21))
);
CREATE INDEX feedback_question_notices_contract_idx ON feedback_question_notices (contract_id, notice_type, notice_number DESC);
CREATE INDEX feedback_question_notices_created_by_user_id_idx ON feedback_question_notices (created_by_user_id);

CREATE TABLE feedback_question_notice_files (
  feedback_question_notice_id uuid NOT NULL REFERENCES feedback_question_notices (id) ON DELETE CASCADE,
  file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  PRIMARY KEY (feedback_question_notice_id, file_id)
);
CREATE INDEX feedback_question_notice_files_file_id_idx ON feedback_question_notice_files (file_id);

-- ---------------------------------------------------------------------------------------------
-- Documents, bulletins, contacts (scoped: building, real property, or global)
-- ---------------------------------------------------------------------------------------------

-- Spec 01 §3 "Document" categories with their labels in fi, sv and en.
CREATE TABLE document_categories (
  id text PRIMARY KEY CHECK (id IN ('memos', 'general', 'safety')),
  label_fi text NOT NULL,
  label_sv text NOT NULL,
  label_en text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
INSERT INTO document_categories (id, label_fi, label_sv, label_en, sort_order) VALUES
  ('memos', 'Asukaskokousten pöytäkirjat', 'Protokoll från invånarmöten', 'Residents'' meeting minutes', 1),
  ('general', 'Yleiset asiakirjat', 'Allmänna dokument', 'General documents', 2),
  ('safety', 'Turvallisuus', 'Säkerhet', 'Safety', 3);

-- A document is either an uploaded file (file_id) or a static URL (url), e.g. demo PDFs.
CREATE TABLE documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  real_property_id uuid REFERENCES real_properties (id) ON DELETE CASCADE,
  building_id uuid REFERENCES buildings (id) ON DELETE CASCADE,
  category_id text NOT NULL REFERENCES document_categories (id) ON DELETE RESTRICT,
  name text NOT NULL,
  document_type text NOT NULL DEFAULT 'pdf',
  file_id uuid REFERENCES files (id) ON DELETE RESTRICT,
  url text,
  published_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((file_id IS NULL) <> (url IS NULL))
);
CREATE INDEX documents_real_property_id_idx ON documents (real_property_id);
CREATE INDEX documents_building_id_idx ON documents (building_id);
CREATE INDEX documents_category_id_idx ON documents (category_id);
CREATE INDEX documents_file_id_idx ON documents (file_id);

-- Spec 01 §3 "Bulletin". body_html is sanitised HTML (sanitize-html on write).
CREATE TABLE bulletins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  real_property_id uuid REFERENCES real_properties (id) ON DELETE CASCADE,
  building_id uuid REFERENCES buildings (id) ON DELETE CASCADE,
  title text NOT NULL,
  excerpt text NOT NULL,
  body_html text NOT NULL,
  author text NOT NULL,
  featured_image_url text,
  featured_image_alt text,
  published_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((featured_image_url IS NULL) = (featured_image_alt IS NULL))
);
CREATE INDEX bulletins_published_at_idx ON bulletins (published_at DESC, id);
CREATE INDEX bulletins_real_property_id_idx ON bulletins (real_property_id, published_at DESC);
CREATE INDEX bulletins_building_id_idx ON bulletins (building_id, published_at DESC);

CREATE TABLE bulletin_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bulletin_id uuid NOT NULL REFERENCES bulletins (id) ON DELETE CASCADE,
  name text NOT NULL,
  file_id uuid REFERENCES files (id) ON DELETE RESTRICT,
  url text,
  sort_order integer NOT NULL DEFAULT 0,
  CHECK ((file_id IS NULL) <> (url IS NULL))
);
CREATE INDEX bulletin_attachments_bulletin_id_idx ON bulletin_attachments (bulletin_id, sort_order);
CREATE INDEX bulletin_attachments_file_id_idx ON bulletin_attachments (file_id);

-- Spec 01 §3 "Contact"; resident_committee_role only for the resident committee.
CREATE TABLE contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  real_property_id uuid REFERENCES real_properties (id) ON DELETE CASCADE,
  building_id uuid REFERENCES buildings (id) ON DELETE CASCADE,
  contact_category text NOT NULL CHECK (contact_category IN (
    'property_maintenance', 'customer_service', 'property_management', 'sales_representative',
    'resident_committee', 'other')),
  name text NOT NULL,
  phone_number text,
  email text,
  service_role text,
  office_name text,
  url text,
  resident_committee_role text CHECK (resident_committee_role IN (
    'chairperson', 'vice_chairperson', 'member', 'treasurer', 'secretary', 'contact_person',
    'representative', 'board_member', 'supervisor')),
  sort_order integer NOT NULL DEFAULT 0,
  CHECK (resident_committee_role IS NULL OR contact_category = 'resident_committee')
);
CREATE INDEX contacts_real_property_id_idx ON contacts (real_property_id);
CREATE INDEX contacts_building_id_idx ON contacts (building_id);

-- ---------------------------------------------------------------------------------------------
-- Payments (spec 02 §1 "Payments")
-- ---------------------------------------------------------------------------------------------

-- The property company's accounts by payment category.
CREATE TABLE payment_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  real_property_id uuid NOT NULL REFERENCES real_properties (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN (
    'charges_for_utilities', 'generic', 'interest', 'rent', 'residence_charge',
    'right_of_occupancy_deposit', 'right_of_occupancy_new_development_deposit', 'security_deposit')),
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (real_property_id, category)
);

CREATE TABLE bank_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payment_category_id uuid NOT NULL REFERENCES payment_categories (id) ON DELETE CASCADE,
  iban text NOT NULL CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  bic text NOT NULL CHECK (bic ~ '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  bank_name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX bank_accounts_payment_category_id_idx ON bank_accounts (payment_category_id);

-- difference: paid minus expected in euros; negative = arrear, positive = advance.
CREATE TABLE payments_by_month (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  year_month text NOT NULL CHECK (year_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  difference numeric(12,2) NOT NULL,
  UNIQUE (contract_id, year_month)
);

CREATE TABLE payment_targets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payments_by_month_id uuid NOT NULL REFERENCES payments_by_month (id) ON DELETE CASCADE,
  name_on_bill text NOT NULL,
  due_date date NOT NULL,
  expected numeric(12,2) NOT NULL
);
CREATE INDEX payment_targets_payments_by_month_id_idx ON payment_targets (payments_by_month_id, due_date);

CREATE TABLE remittances (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  name_of_payer text NOT NULL,
  paid_date date NOT NULL,
  amount numeric(12,2) NOT NULL,
  due_date date,
  beneficiary text,
  reference_number text
);
CREATE INDEX remittances_contract_id_idx ON remittances (contract_id, paid_date DESC);

-- Spec 01 §3 "Invoice address": one per contract.
CREATE TABLE invoice_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL UNIQUE REFERENCES contracts (id) ON DELETE CASCADE,
  selected_invoice_type text NOT NULL DEFAULT 'contract_address' CHECK (selected_invoice_type IN (
    'contract_address', 'corporate_electronic', 'postal_invoice_address')),
  selected_postal_address_type text NOT NULL DEFAULT 'contract_address' CHECK (selected_postal_address_type IN (
    'contract_address', 'corporate_electronic', 'postal_invoice_address')),
  electronic_business_identity_code text,
  electronic_company_name text,
  electronic_identifier text,
  electronic_intermediator text,
  postal_invoice_recipient_name text,
  postal_street_address_line1 text,
  postal_street_address_line2 text,
  postal_postal_code text,
  postal_city text,
  postal_country_code text CHECK (postal_country_code ~ '^[A-Z]{2}$'),
  postal_country_name text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (selected_invoice_type <> 'corporate_electronic' OR electronic_identifier IS NOT NULL),
  CHECK (selected_invoice_type <> 'postal_invoice_address' OR postal_street_address_line1 IS NOT NULL)
);

-- ---------------------------------------------------------------------------------------------
-- Messages (spec 02 §1 "Messages")
-- ---------------------------------------------------------------------------------------------

CREATE TABLE message_threads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  subject text NOT NULL CHECK (char_length(subject) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_entry_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_threads_contract_id_idx ON message_threads (contract_id, last_entry_at DESC);
CREATE INDEX message_threads_created_by_user_id_idx ON message_threads (created_by_user_id);

-- entry_type as the spec names them: Incoming = from the resident to the housing provider,
-- Outgoing = from the housing provider to the resident.
CREATE TABLE message_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  thread_id uuid NOT NULL REFERENCES message_threads (id) ON DELETE CASCADE,
  entry_type text NOT NULL CHECK (entry_type IN (
    'OutgoingEmailMessage', 'IncomingEmailMessage', 'ManualEmailConversation')),
  message_id text NOT NULL UNIQUE,
  sender_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  title text NOT NULL CHECK (char_length(title) <= 200),
  html_content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_entries_thread_id_idx ON message_entries (thread_id, created_at);
CREATE INDEX message_entries_sender_user_id_idx ON message_entries (sender_user_id);

CREATE TABLE message_entry_files (
  message_entry_id uuid NOT NULL REFERENCES message_entries (id) ON DELETE CASCADE,
  file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  PRIMARY KEY (message_entry_id, file_id)
);
CREATE INDEX message_entry_files_file_id_idx ON message_entry_files (file_id);

-- ---------------------------------------------------------------------------------------------
-- Parking (spec 02 §1 "Parking")
-- ---------------------------------------------------------------------------------------------

CREATE TABLE parking_areas (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  real_property_id uuid NOT NULL REFERENCES real_properties (id) ON DELETE CASCADE,
  parking_area_type text NOT NULL,
  location_details text,
  street_name text NOT NULL,
  street_number text NOT NULL,
  city text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX parking_areas_real_property_id_idx ON parking_areas (real_property_id);

CREATE TABLE parking_spots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  parking_area_id uuid NOT NULL REFERENCES parking_areas (id) ON DELETE CASCADE,
  rentable_parking_spot_id text NOT NULL UNIQUE,
  location_details text,
  additional_details text,
  equipment text[] NOT NULL DEFAULT '{}' CHECK (equipment <@ ARRAY[
    'covered', 'ev_charger', 'garage', 'heating_outlet', 'motorbike_spot', 'yard', 'building',
    'disabled_spot']::text[]),
  is_in_use boolean NOT NULL DEFAULT true,
  heating_key_type text,
  electricity_billing_type text
);
CREATE INDEX parking_spots_parking_area_id_idx ON parking_spots (parking_area_id);

-- Monthly price in euros, valid from valid_from to valid_to (inclusive; null = open-ended).
CREATE TABLE parking_prices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  parking_spot_id uuid NOT NULL REFERENCES parking_spots (id) ON DELETE CASCADE,
  price numeric(12,2) NOT NULL CHECK (price >= 0),
  valid_from date NOT NULL,
  valid_to date,
  CHECK (valid_to IS NULL OR valid_to >= valid_from)
);
CREATE INDEX parking_prices_parking_spot_id_idx ON parking_prices (parking_spot_id, valid_from);

-- end_date null = open-ended. Overlaps are refused by the server (409) under a row lock on the
-- spot (no exclusion constraint: btree_gist is not available everywhere).
CREATE TABLE parking_reservations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  parking_spot_id uuid NOT NULL REFERENCES parking_spots (id) ON DELETE CASCADE,
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  start_date date NOT NULL,
  end_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR end_date >= start_date)
);
CREATE INDEX parking_reservations_spot_idx ON parking_reservations (parking_spot_id, start_date);
CREATE INDEX parking_reservations_contract_id_idx ON parking_reservations (contract_id);
CREATE INDEX parking_reservations_user_id_idx ON parking_reservations (user_id);

-- ---------------------------------------------------------------------------------------------
-- Audit log (append-only)
-- ---------------------------------------------------------------------------------------------

-- Who did what. No foreign keys on purpose: entries outlive the users and rows they name.
-- UPDATE and DELETE are refused by a trigger; retention is handled by TRUNCATE/partitioning.
CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  occurred_at timestamptz NOT NULL DEFAULT now(),
  actor_user_id uuid,
  impersonator_user_id uuid,
  action text NOT NULL,
  entity_type text,
  entity_id text,
  contract_id uuid,
  ip_address text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_occurred_at_idx ON audit_log (occurred_at DESC);
CREATE INDEX audit_log_actor_user_id_idx ON audit_log (actor_user_id, occurred_at DESC);
CREATE INDEX audit_log_contract_id_idx ON audit_log (contract_id, occurred_at DESC);

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
