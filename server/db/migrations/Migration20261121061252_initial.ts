import { Migration } from '@mikro-orm/migrations';

export class Migration20261121061252_initial extends Migration {

  override name = 'Migration20261121061252_initial';

  override up(): void | Promise<void> {
    this.addSql(`create type "org_type" as enum ('FSC', 'FOW', 'FMM');`);
    this.addSql(`create type "order_access" as enum ('private', 'public');`);
    this.addSql(`create type "freight_mode" as enum ('Single Freight', 'Multiple Freight');`);
    this.addSql(`create type "qty_mode" as enum ('MOLOO', 'MINMAX');`);
    this.addSql(`create type "fuel_type" as enum ('TYPE0', 'TYPE1', 'TYPE2', 'TYPE3', 'TYPE4');`);
    this.addSql(`create type "fuel_calculation_method" as enum ('DEFAULT', 'LIFO', 'FIFO', 'AVERAGE');`);
    this.addSql(`create type "delivery_terms" as enum ('DLOSP', 'AFSPS');`);
    this.addSql(`create type "port_operation_type" as enum ('Commence', 'Loading', 'Discharging', 'Passing', 'Waiting', 'Bunkering', 'Redelivery', 'Relay');`);
    this.addSql(`create type "loadline" as enum ('S', 'TF', 'F', 'T', 'W', 'WNA');`);
    this.addSql(`create type "sulfur_mode" as enum ('Normal', 'ECA');`);
    this.addSql(`create type "lb_marker" as enum ('ballast', 'laden');`);
    this.addSql(`create type "bunker_reserve" as enum ('Reserve', 'Supply');`);
    this.addSql(`create type "bunker_paid_by" as enum ('Owner', 'Operator');`);
    this.addSql(`create type "yes_no" as enum ('Yes', 'No');`);
    this.addSql(`create table "organization" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "organization_name" varchar(200) not null, "organization_code" varchar(50) not null, "domain" varchar(200) null, "contact_person" varchar(200) null, "contact_number" varchar(50) null, "contact_email" varchar(254) null, "email_receiver" varchar(254) null, "org_type" "org_type" not null);`);
    this.addSql(`alter table "organization" add constraint "organization_organization_code_unique" unique ("organization_code");`);

    this.addSql(`create table "parsed_email" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "sender" varchar(320) not null, "subject" text not null, "delivered_to" varchar(320) null, "received_at" timestamptz not null, "email_content" text not null, "message_id" text not null, "organization_id" int not null);`);
    this.addSql(`create index "parsed_email_organization_id_received_at_index" on "parsed_email" ("organization_id", "received_at");`);
    this.addSql(`alter table "parsed_email" add constraint "parsed_email_organization_id_message_id_unique" unique ("organization_id", "message_id");`);

    this.addSql(`create table "port" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(200) not null, "unlocode" varchar(5) null, "wpi_number" int null, "country" varchar(100) null, "lat" double precision not null, "lng" double precision not null, "region" varchar(100) null, "is_eu_eea" boolean not null default false, "time_zone" varchar(64) null, "aliases" text[] not null, "search_name" varchar(200) not null, "user_edited" boolean not null default false);`);
    this.addSql(`alter table "port" add constraint "port_unlocode_unique" unique ("unlocode");`);
    this.addSql(`alter table "port" add constraint "port_wpi_number_unique" unique ("wpi_number");`);
    this.addSql(`create index "port_search_name_index" on "port" ("search_name");`);

    this.addSql(`create table "registration_request" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(200) not null, "email" varchar(254) not null, "number" varchar(50) not null, "description" text null);`);

    this.addSql(`create table "role" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(50) not null);`);
    this.addSql(`alter table "role" add constraint "role_name_unique" unique ("name");`);

    this.addSql(`create table "app_user" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null default '', "email" varchar(254) not null, "dob" date null, "password_hash" varchar(255) not null, "organization_id" int not null, "user_access_level" smallint not null default 0);`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`create index "app_user_organization_id_index" on "app_user" ("organization_id");`);

    this.addSql(`create table "port_distance_override" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "from_port" varchar(200) not null, "to_port" varchar(200) not null, "dist_normal" double precision not null default 0, "dist_eca" double precision not null default 0, "notes" text null, "created_by_id" int null, "organization_id" int not null);`);
    this.addSql(`alter table "port_distance_override" add constraint "port_distance_override_organization_id_from_port_to_port_unique" unique ("organization_id", "from_port", "to_port");`);

    this.addSql(`create table "password_reset_token" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" int not null, "token_hash" varchar(128) not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`create index "password_reset_token_user_id_index" on "password_reset_token" ("user_id");`);
    this.addSql(`alter table "password_reset_token" add constraint "password_reset_token_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "client_query" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(200) not null, "access" "order_access" not null default 'private', "freight_mode" "freight_mode" not null default 'Single Freight', "qty_mode" "qty_mode" not null default 'MOLOO', "laycan_start_date" timestamptz not null, "laycan_end_date" timestamptz not null, "message" text null, "cve" double precision not null default 0, "insurance" double precision not null default 0, "hire_survey" double precision not null default 0, "canal_expenses" double precision not null default 0, "additional_premium" double precision not null default 0, "ilohc" double precision not null default 0, "manoevring_exp" double precision not null default 0, "misc_exp" double precision not null default 0, "misc_revenue" double precision not null default 0, "scrubber_type" boolean not null default false, "bnk_delhs" double precision not null default 0, "bnk_dells" double precision not null default 0, "bnk_delmgo" double precision not null default 0, "calculation_format" text not null default '', "cargo_transaction_mode" varchar(50) null, "fuel_type" "fuel_type" not null default 'TYPE0', "fuel_price_overridden" boolean not null default false, "fuel_calculation_method" "fuel_calculation_method" not null default 'DEFAULT', "hs_fuel_price_type0" double precision not null default 0, "hs_fuel_price_type1" double precision not null default 0, "hs_fuel_price_type2" double precision not null default 0, "hs_fuel_price_type3" double precision not null default 0, "hs_fuel_price_type4" double precision not null default 0, "ls_fuel_price_type0" double precision not null default 0, "ls_fuel_price_type1" double precision not null default 0, "ls_fuel_price_type2" double precision not null default 0, "ls_fuel_price_type3" double precision not null default 0, "ls_fuel_price_type4" double precision not null default 0, "mgo_fuel_price_type0" double precision not null default 0, "mgo_fuel_price_type1" double precision not null default 0, "mgo_fuel_price_type2" double precision not null default 0, "mgo_fuel_price_type3" double precision not null default 0, "mgo_fuel_price_type4" double precision not null default 0, "delivery_terms" "delivery_terms" not null default 'DLOSP', "tc_adcom" double precision not null default 0, "freight_idea" double precision not null default 0, "eca" boolean not null default false, "hra" boolean not null default false, "jwc" boolean not null default false, "suez" boolean not null default false, "panama" boolean not null default false, "singapore" boolean not null default false, "organization_id" int not null, "created_by_id" int null);`);
    this.addSql(`create index "client_query_organization_id_index" on "client_query" ("organization_id");`);
    this.addSql(`create index "client_query_created_by_id_index" on "client_query" ("created_by_id");`);

    this.addSql(`create table "saved_result" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "save_label" varchar(200) not null, "vessel_name" varchar(200) not null, "order_name" varchar(200) not null, "first_load_port" varchar(200) null, "last_discharge_port" varchar(200) null, "load_quantity" double precision not null default 0, "calculator_result" jsonb not null, "cargo_order" jsonb not null, "fleet" jsonb not null, "port_operation" jsonb not null, "order_id" int null, "created_by_id" int null, "organization_id" int not null);`);
    this.addSql(`create index "saved_result_order_id_index" on "saved_result" ("order_id");`);
    this.addSql(`create index "saved_result_created_by_id_index" on "saved_result" ("created_by_id");`);
    this.addSql(`create index "saved_result_organization_id_index" on "saved_result" ("organization_id");`);

    this.addSql(`create table "port_operation" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "operation" "port_operation_type" not null, "port" varchar(200) not null default '', "cargo_qty" double precision not null default 0, "tolerance" double precision not null default 0, "rate" double precision not null default 0, "terms" varchar(50) not null default 'SHINC', "turn_time" double precision not null default 0, "pda_remarks" text null, "grade" varchar(200) null, "freight" double precision not null default 0, "adcom" double precision not null default 0, "other" double precision not null default 0, "brokerage" double precision not null default 0, "ttl_comm" double precision not null default 0, "net_frt" double precision not null default 0, "min" double precision not null default 0, "max" double precision not null default 0, "account" varchar(200) null, "cargo" varchar(200) null, "factor" double precision not null default 1, "stow_factor" double precision not null default 0, "stowage" double precision not null default 0, "loadline" "loadline" not null default 'S', "sulfur" "sulfur_mode" not null default 'Normal', "extra_days" double precision not null default 0, "port_exp" double precision not null default 0, "port_stay" double precision not null default 0, "dwf" double precision not null default 0, "draft_res" double precision not null default 0, "water_density" double precision not null default 1.025, "dist_normal" double precision not null default 0, "dist_eca" double precision not null default 0, "speed_normal" double precision not null default 0, "speed_eca" double precision not null default 0, "cargo_tx" double precision not null default 0, "cargo_tx_overridden_value" double precision null, "lbmarker" "lb_marker" not null default 'ballast', "index" int not null default 0, "lat" double precision null, "lng" double precision null, "country" varchar(100) null, "notes" text null, "arrival_time" timestamptz null, "departure_time" timestamptz null, "geo_json" jsonb null, "is_extra" boolean not null default false, "order_id" int not null, "organization_id" int not null);`);
    this.addSql(`create index "port_operation_order_id_index" on "port_operation" ("order_id");`);
    this.addSql(`create index "port_operation_organization_id_index" on "port_operation" ("organization_id");`);

    this.addSql(`create table "cargo_extra_detail" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "dist_eca" double precision not null default 0, "dist_normal" double precision not null default 0, "bunker_supplied_hsfo" double precision not null default 0, "bunker_supplied_lsfo" double precision not null default 0, "bunker_supplied_mgo" double precision not null default 0, "reserve" "bunker_reserve" not null default 'Supply', "paid_by" "bunker_paid_by" not null default 'Owner', "hsfo_fuel_price_type0" double precision not null default 0, "hsfo_fuel_price_type1" double precision not null default 0, "hsfo_fuel_price_type2" double precision not null default 0, "hsfo_fuel_price_type3" double precision not null default 0, "hsfo_fuel_price_type4" double precision not null default 0, "lsfo_fuel_price_type0" double precision not null default 0, "lsfo_fuel_price_type1" double precision not null default 0, "lsfo_fuel_price_type2" double precision not null default 0, "lsfo_fuel_price_type3" double precision not null default 0, "lsfo_fuel_price_type4" double precision not null default 0, "mgo_fuel_price_type0" double precision not null default 0, "mgo_fuel_price_type1" double precision not null default 0, "mgo_fuel_price_type2" double precision not null default 0, "mgo_fuel_price_type3" double precision not null default 0, "mgo_fuel_price_type4" double precision not null default 0, "bnkr_factor" double precision not null default 0, "speed_factor" double precision not null default 0, "speed_reduce" double precision not null default 0, "operation_id" int not null, "order_id" int not null, "organization_id" int not null);`);
    this.addSql(`alter table "cargo_extra_detail" add constraint "cargo_extra_detail_operation_id_unique" unique ("operation_id");`);
    this.addSql(`create index "cargo_extra_detail_order_id_index" on "cargo_extra_detail" ("order_id");`);
    this.addSql(`create index "cargo_extra_detail_organization_id_index" on "cargo_extra_detail" ("organization_id");`);

    this.addSql(`create table "app_user_roles" ("user_id" int not null, "role_id" int not null, primary key ("user_id", "role_id"));`);

    this.addSql(`create table "app_user_pinned_orders" ("user_id" int not null, "order_id" int not null, primary key ("user_id", "order_id"));`);

    this.addSql(`create table "vessel" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "vessel_name" varchar(200) not null, "vessel_dwt" double precision not null default 0, "vessel_imo" varchar(10) null, "vessel_grain_cap" double precision not null default 0, "vessel_bale_cap" double precision not null default 0, "vessel_draft_s" double precision not null default 0, "vessel_tpc" double precision not null default 0, "vessel_built" int null, "vessel_loa" double precision null, "vessel_beam" double precision null, "vessel_grt" double precision null, "vessel_nrt" double precision null, "vessel_light_ship" double precision not null default 0, "vessel_gears" varchar(200) null, "vessel_grabs" varchar(200) null, "constants" double precision not null default 0, "fuel_type" "fuel_type" not null default 'TYPE0', "vessel_scrubber" "yes_no" not null default 'Yes', "vessel_flag" varchar(100) null, "vessel_class" varchar(100) null, "vessel_holds" int null, "vessel_hatches" int null, "vessel_co2" varchar(50) null, "vessel_ahl" varchar(50) null, "vessel_ice_class" varchar(50) null, "vessel_type" varchar(100) null, "vessel_mmsi" varchar(20) null, "vessel_shipyard" varchar(200) null, "vessel_shipowner" varchar(200) null, "vessel_country" varchar(100) null, "vessel_source" varchar(100) null, "vessel_bal_spd1" double precision not null default 0, "vessel_bal_consm_hs1" double precision not null default 0, "vessel_bal_consm_ls1" double precision not null default 0, "vessel_bal_consm_mgo1" double precision not null default 0, "vessel_bal_comb1selected" boolean not null default false, "vessel_bal_spd2" double precision not null default 0, "vessel_bal_consm_hs2" double precision not null default 0, "vessel_bal_consm_ls2" double precision not null default 0, "vessel_bal_consm_mgo2" double precision not null default 0, "vessel_bal_comb2selected" boolean not null default false, "vessel_bal_spd3" double precision not null default 0, "vessel_bal_consm_hs3" double precision not null default 0, "vessel_bal_consm_ls3" double precision not null default 0, "vessel_bal_consm_mgo3" double precision not null default 0, "vessel_bal_comb3selected" boolean not null default false, "vessel_bal_spd4" double precision not null default 0, "vessel_bal_consm_hs4" double precision not null default 0, "vessel_bal_consm_ls4" double precision not null default 0, "vessel_bal_consm_mgo4" double precision not null default 0, "vessel_bal_comb4selected" boolean not null default false, "vessel_ldn_spd1" double precision not null default 0, "vessel_ldn_consm_hs1" double precision not null default 0, "vessel_ldn_consm_ls1" double precision not null default 0, "vessel_ldn_consm_mgo1" double precision not null default 0, "vessel_lad_comb1selected" boolean not null default false, "vessel_ldn_spd2" double precision not null default 0, "vessel_ldn_consm_hs2" double precision not null default 0, "vessel_ldn_consm_ls2" double precision not null default 0, "vessel_ldn_consm_mgo2" double precision not null default 0, "vessel_lad_comb2selected" boolean not null default false, "vessel_ldn_spd3" double precision not null default 0, "vessel_ldn_consm_hs3" double precision not null default 0, "vessel_ldn_consm_ls3" double precision not null default 0, "vessel_ldn_consm_mgo3" double precision not null default 0, "vessel_lad_comb3selected" boolean not null default false, "vessel_ldn_spd4" double precision not null default 0, "vessel_ldn_consm_hs4" double precision not null default 0, "vessel_ldn_consm_ls4" double precision not null default 0, "vessel_ldn_consm_mgo4" double precision not null default 0, "vessel_lad_comb4selected" boolean not null default false, "vessel_pidle_consm_hs" double precision not null default 0, "vessel_pidle_consm_ls" double precision not null default 0, "vessel_pidle_consm_mgo" double precision not null default 0, "vessel_pldg_consm_hs" double precision not null default 0, "vessel_pldg_consm_ls" double precision not null default 0, "vessel_pldg_consm_mgo" double precision not null default 0, "vessel_pdisch_consm_hs" double precision not null default 0, "vessel_pdisch_consm_ls" double precision not null default 0, "vessel_pdisch_consm_mgo" double precision not null default 0, "vessel_vextra_consm_hs" double precision not null default 0, "vessel_vextra_consm_ls" double precision not null default 0, "vessel_vextra_consm_mgo" double precision not null default 0, "suez_grt" double precision null, "suez_nrt" double precision null, "panama_nt" double precision null, "ifo_capacity" double precision null, "mgo_capacity" double precision null, "fw_capacity" double precision null, "sub_type" varchar(100) null, "call_sign" varchar(20) null, "pand_iclub" varchar(200) null, "contact_name" varchar(200) null, "contact_email" varchar(254) null, "contact_phone" varchar(50) null, "vessel_extra_details" jsonb null, "organization_id" int not null, "saved_by_id" int null);`);
    this.addSql(`create index "vessel_organization_id_vessel_name_index" on "vessel" ("organization_id", "vessel_name");`);

    this.addSql(`create table "fleet_entry" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "vessel_name" varchar(200) not null, "vessel_id" int null, "vessel_snapshot" jsonb null, "date_opening" timestamptz not null, "port" varchar(200) not null, "lat" double precision null, "lng" double precision null, "dwt" double precision not null default 0, "gbb" double precision not null default 0, "hire_per_day" double precision not null default 0, "hire_gbb" double precision not null default 0, "remark" text null, "split_hire" jsonb not null, "is_reference_vessel" boolean not null default false, "save_label" varchar(200) null, "selected_for_save" boolean not null default false, "extra_expense" double precision not null default 0, "constants" double precision null, "bunker_price_overridden" boolean not null default false, "bod" double precision null, "bnk_delhs" double precision not null default 0, "bnk_dells" double precision not null default 0, "bnk_delmgo" double precision not null default 0, "bnk_price_deliveryhs" double precision not null default 0, "bnk_price_deliveryls" double precision not null default 0, "bnk_price_deliverymgo" double precision not null default 0, "bnk_price_redeliveryhs" double precision not null default 0, "bnk_price_redeliveryls" double precision not null default 0, "bnk_price_redeliverymgo" double precision not null default 0, "bnk_price_settlemenths" double precision not null default 0, "bnk_price_settlementls" double precision not null default 0, "bnk_price_settlementmgo" double precision not null default 0, "user_id" int not null, "organization_id" int not null);`);
    this.addSql(`create index "fleet_entry_vessel_id_index" on "fleet_entry" ("vessel_id");`);
    this.addSql(`create index "fleet_entry_user_id_index" on "fleet_entry" ("user_id");`);
    this.addSql(`create index "fleet_entry_organization_id_index" on "fleet_entry" ("organization_id");`);

    this.addSql(`create table "vessel_position" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "vessel_name" varchar(200) not null, "vessel_id" int null, "dwt" double precision null, "built" int null, "gears" varchar(200) null, "port_name" varchar(200) null, "port_region" varchar(100) not null default 'Unknown', "lat" double precision null, "lng" double precision null, "date_open" timestamptz null, "date_open_end" timestamptz null, "email_date" timestamptz not null, "sender" varchar(320) not null, "subject" text not null, "email_id" int not null, "organization_id" int not null);`);
    this.addSql(`create index "vessel_position_email_id_index" on "vessel_position" ("email_id");`);
    this.addSql(`create index "vessel_position_organization_id_email_date_index" on "vessel_position" ("organization_id", "email_date");`);

    this.addSql(`alter table "parsed_email" add constraint "parsed_email_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete cascade;`);

    this.addSql(`alter table "app_user" add constraint "app_user_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete cascade;`);

    this.addSql(`alter table "port_distance_override" add constraint "port_distance_override_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "port_distance_override" add constraint "port_distance_override_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete cascade;`);

    this.addSql(`alter table "password_reset_token" add constraint "password_reset_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(`alter table "client_query" add constraint "client_query_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete cascade;`);
    this.addSql(`alter table "client_query" add constraint "client_query_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "saved_result" add constraint "saved_result_order_id_foreign" foreign key ("order_id") references "client_query" ("id") on delete set null;`);
    this.addSql(`alter table "saved_result" add constraint "saved_result_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "saved_result" add constraint "saved_result_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete cascade;`);

    this.addSql(`alter table "port_operation" add constraint "port_operation_order_id_foreign" foreign key ("order_id") references "client_query" ("id") on delete cascade;`);
    this.addSql(`alter table "port_operation" add constraint "port_operation_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete cascade;`);

    this.addSql(`alter table "cargo_extra_detail" add constraint "cargo_extra_detail_operation_id_foreign" foreign key ("operation_id") references "port_operation" ("id") on delete cascade;`);
    this.addSql(`alter table "cargo_extra_detail" add constraint "cargo_extra_detail_order_id_foreign" foreign key ("order_id") references "client_query" ("id") on delete cascade;`);
    this.addSql(`alter table "cargo_extra_detail" add constraint "cargo_extra_detail_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete cascade;`);

    this.addSql(`alter table "app_user_roles" add constraint "app_user_roles_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "app_user_roles" add constraint "app_user_roles_role_id_foreign" foreign key ("role_id") references "role" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "app_user_pinned_orders" add constraint "app_user_pinned_orders_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "app_user_pinned_orders" add constraint "app_user_pinned_orders_order_id_foreign" foreign key ("order_id") references "client_query" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "vessel" add constraint "vessel_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete cascade;`);
    this.addSql(`alter table "vessel" add constraint "vessel_saved_by_id_foreign" foreign key ("saved_by_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "fleet_entry" add constraint "fleet_entry_vessel_id_foreign" foreign key ("vessel_id") references "vessel" ("id") on delete set null;`);
    this.addSql(`alter table "fleet_entry" add constraint "fleet_entry_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "fleet_entry" add constraint "fleet_entry_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete cascade;`);

    this.addSql(`alter table "vessel_position" add constraint "vessel_position_vessel_id_foreign" foreign key ("vessel_id") references "vessel" ("id") on delete set null;`);
    this.addSql(`alter table "vessel_position" add constraint "vessel_position_email_id_foreign" foreign key ("email_id") references "parsed_email" ("id") on delete cascade;`);
    this.addSql(`alter table "vessel_position" add constraint "vessel_position_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "parsed_email" drop constraint "parsed_email_organization_id_foreign";`);
    this.addSql(`alter table "app_user" drop constraint "app_user_organization_id_foreign";`);
    this.addSql(`alter table "port_distance_override" drop constraint "port_distance_override_organization_id_foreign";`);
    this.addSql(`alter table "client_query" drop constraint "client_query_organization_id_foreign";`);
    this.addSql(`alter table "saved_result" drop constraint "saved_result_organization_id_foreign";`);
    this.addSql(`alter table "port_operation" drop constraint "port_operation_organization_id_foreign";`);
    this.addSql(`alter table "cargo_extra_detail" drop constraint "cargo_extra_detail_organization_id_foreign";`);
    this.addSql(`alter table "vessel" drop constraint "vessel_organization_id_foreign";`);
    this.addSql(`alter table "fleet_entry" drop constraint "fleet_entry_organization_id_foreign";`);
    this.addSql(`alter table "vessel_position" drop constraint "vessel_position_organization_id_foreign";`);
    this.addSql(`alter table "vessel_position" drop constraint "vessel_position_email_id_foreign";`);
    this.addSql(`alter table "app_user_roles" drop constraint "app_user_roles_role_id_foreign";`);
    this.addSql(`alter table "port_distance_override" drop constraint "port_distance_override_created_by_id_foreign";`);
    this.addSql(`alter table "password_reset_token" drop constraint "password_reset_token_user_id_foreign";`);
    this.addSql(`alter table "client_query" drop constraint "client_query_created_by_id_foreign";`);
    this.addSql(`alter table "saved_result" drop constraint "saved_result_created_by_id_foreign";`);
    this.addSql(`alter table "app_user_roles" drop constraint "app_user_roles_user_id_foreign";`);
    this.addSql(`alter table "app_user_pinned_orders" drop constraint "app_user_pinned_orders_user_id_foreign";`);
    this.addSql(`alter table "vessel" drop constraint "vessel_saved_by_id_foreign";`);
    this.addSql(`alter table "fleet_entry" drop constraint "fleet_entry_user_id_foreign";`);
    this.addSql(`alter table "saved_result" drop constraint "saved_result_order_id_foreign";`);
    this.addSql(`alter table "port_operation" drop constraint "port_operation_order_id_foreign";`);
    this.addSql(`alter table "cargo_extra_detail" drop constraint "cargo_extra_detail_order_id_foreign";`);
    this.addSql(`alter table "app_user_pinned_orders" drop constraint "app_user_pinned_orders_order_id_foreign";`);
    this.addSql(`alter table "cargo_extra_detail" drop constraint "cargo_extra_detail_operation_id_foreign";`);
    this.addSql(`alter table "fleet_entry" drop constraint "fleet_entry_vessel_id_foreign";`);
    this.addSql(`alter table "vessel_position" drop constraint "vessel_position_vessel_id_foreign";`);

    this.addSql(`drop table if exists "organization" cascade;`);
    this.addSql(`drop table if exists "parsed_email" cascade;`);
    this.addSql(`drop table if exists "port" cascade;`);
    this.addSql(`drop table if exists "registration_request" cascade;`);
    this.addSql(`drop table if exists "role" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
    this.addSql(`drop table if exists "port_distance_override" cascade;`);
    this.addSql(`drop table if exists "password_reset_token" cascade;`);
    this.addSql(`drop table if exists "client_query" cascade;`);
    this.addSql(`drop table if exists "saved_result" cascade;`);
    this.addSql(`drop table if exists "port_operation" cascade;`);
    this.addSql(`drop table if exists "cargo_extra_detail" cascade;`);
    this.addSql(`drop table if exists "app_user_roles" cascade;`);
    this.addSql(`drop table if exists "app_user_pinned_orders" cascade;`);
    this.addSql(`drop table if exists "vessel" cascade;`);
    this.addSql(`drop table if exists "fleet_entry" cascade;`);
    this.addSql(`drop table if exists "vessel_position" cascade;`);

    this.addSql(`drop type "org_type";`);
    this.addSql(`drop type "order_access";`);
    this.addSql(`drop type "freight_mode";`);
    this.addSql(`drop type "qty_mode";`);
    this.addSql(`drop type "fuel_type";`);
    this.addSql(`drop type "fuel_calculation_method";`);
    this.addSql(`drop type "delivery_terms";`);
    this.addSql(`drop type "port_operation_type";`);
    this.addSql(`drop type "loadline";`);
    this.addSql(`drop type "sulfur_mode";`);
    this.addSql(`drop type "lb_marker";`);
    this.addSql(`drop type "bunker_reserve";`);
    this.addSql(`drop type "bunker_paid_by";`);
    this.addSql(`drop type "yes_no";`);
  }

}
