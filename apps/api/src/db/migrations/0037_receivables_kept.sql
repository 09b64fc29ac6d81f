CREATE TABLE "saldo_cliente" (
	"nidcliente" integer PRIMARY KEY NOT NULL,
	"nsaldo" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cargo_cliente_dia" (
	"nidcliente" integer NOT NULL,
	"dia" date NOT NULL,
	"ncantidad" integer DEFAULT 0 NOT NULL,
	"nmonto" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cargo_cliente_dia_nidcliente_dia_pk" PRIMARY KEY("nidcliente","dia")
);
--> statement-breakpoint
CREATE TABLE "deuda_dia" (
	"dia" date PRIMARY KEY NOT NULL,
	"nsaldo" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "deuda_ra_cliente_fecha_idx";--> statement-breakpoint
DROP INDEX "deuda_ra_pendiente_idx";--> statement-breakpoint
ALTER TABLE "pago" ADD COLUMN "nras" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "saldo_cliente" ADD CONSTRAINT "saldo_cliente_nidcliente_cliente_nidcliente_fk" FOREIGN KEY ("nidcliente") REFERENCES "public"."cliente"("nidcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_cliente_dia" ADD CONSTRAINT "cargo_cliente_dia_nidcliente_cliente_nidcliente_fk" FOREIGN KEY ("nidcliente") REFERENCES "public"."cliente"("nidcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saldo_cliente_saldo_idx" ON "saldo_cliente" USING btree ("nsaldo" DESC NULLS LAST,"nidcliente") WHERE "saldo_cliente"."nsaldo" > 0;--> statement-breakpoint
CREATE INDEX "cargo_cliente_dia_cifras_idx" ON "cargo_cliente_dia" USING btree ("nidcliente","dia","ncantidad","nmonto");--> statement-breakpoint
CREATE INDEX "deuda_ra_cliente_fecha_idx" ON "deuda_ra" USING btree ("nidcliente","dfecdeuda","nidra","nmonto","nabonado");--> statement-breakpoint
CREATE INDEX "deuda_ra_pendiente_idx" ON "deuda_ra" USING btree ("nidcliente","dfecdeuda","nmonto","nabonado") WHERE "deuda_ra"."nabonado" < "deuda_ra"."nmonto";