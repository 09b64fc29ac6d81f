CREATE TABLE "folio_reserva" (
	"ntipodte" smallint NOT NULL,
	"nfolio" integer NOT NULL,
	"nidcaf" integer NOT NULL,
	"dfecreserva" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folio_reserva_ntipodte_nfolio_pk" PRIMARY KEY("ntipodte","nfolio")
);
--> statement-breakpoint
ALTER TABLE "folio_reserva" ADD CONSTRAINT "folio_reserva_nidcaf_dte_caf_nidcaf_fk" FOREIGN KEY ("nidcaf") REFERENCES "public"."dte_caf"("nidcaf") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folio_reserva_fecha_idx" ON "folio_reserva" USING btree ("dfecreserva");