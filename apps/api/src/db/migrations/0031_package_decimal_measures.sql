ALTER TABLE "bulto" ALTER COLUMN "npesobultokg" SET DATA TYPE numeric(7, 2);--> statement-breakpoint
ALTER TABLE "bulto" ALTER COLUMN "nlargocm" SET DATA TYPE numeric(5, 1);--> statement-breakpoint
ALTER TABLE "bulto" ALTER COLUMN "nanchocm" SET DATA TYPE numeric(5, 1);--> statement-breakpoint
ALTER TABLE "bulto" ALTER COLUMN "naltocm" SET DATA TYPE numeric(5, 1);