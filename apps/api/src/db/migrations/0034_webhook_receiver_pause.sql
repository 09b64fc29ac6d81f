ALTER TABLE "webhook" ADD COLUMN "nfallosseguidos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook" ADD COLUMN "dfecpausa" timestamp with time zone;