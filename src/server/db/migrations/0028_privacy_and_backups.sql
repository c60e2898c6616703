CREATE TABLE "personal_data_erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"last_name" text NOT NULL,
	"erased_by" text NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	"bookings" integer NOT NULL,
	"contact_messages" integer NOT NULL,
	CONSTRAINT "personal_data_erasures_email_check" CHECK ("personal_data_erasures"."email" <> '' and char_length("personal_data_erasures"."email") <= 254 and "personal_data_erasures"."email" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]'),
	CONSTRAINT "personal_data_erasures_last_name_check" CHECK (char_length("personal_data_erasures"."last_name") <= 100 and "personal_data_erasures"."last_name" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]'),
	CONSTRAINT "personal_data_erasures_by_check" CHECK ("personal_data_erasures"."erased_by" <> '' and char_length("personal_data_erasures"."erased_by") <= 254 and "personal_data_erasures"."erased_by" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]')
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_phone_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_hotel_name_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_flight_number_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_flight_airline_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "personal_data_erasures_email_idx" ON "personal_data_erasures" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_phone_check" CHECK (("bookings"."erased_at" is not null and "bookings"."phone" = '') or "bookings"."phone" ~ '^[0-9+ ]{10,30}$');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hotel_name_check" CHECK (("bookings"."erased_at" is not null and "bookings"."hotel_name" = '') or ("bookings"."hotel_name" <> '' and char_length("bookings"."hotel_name") <= 300 and "bookings"."hotel_name" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_flight_number_check" CHECK (("bookings"."erased_at" is not null and "bookings"."flight_number" = '') or ("bookings"."flight_number" <> '' and char_length("bookings"."flight_number") <= 30 and "bookings"."flight_number" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_flight_airline_check" CHECK (("bookings"."erased_at" is not null and "bookings"."flight_airline" = '') or ("bookings"."flight_airline" <> '' and char_length("bookings"."flight_airline") <= 100 and "bookings"."flight_airline" !~ '[\u0000-\u0008\u000b-\u001f\u007f-\u009f]'));