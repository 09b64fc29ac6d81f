ALTER TABLE "evento_carga" ALTER COLUMN "nidra" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notificacion" ALTER COLUMN "nidra" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "evento_carga" ADD COLUMN "nidretiro" integer;--> statement-breakpoint
ALTER TABLE "notificacion" ADD COLUMN "nidretiro" integer;--> statement-breakpoint
ALTER TABLE "evento_carga" ADD CONSTRAINT "evento_carga_nidretiro_retiro_nidretiro_fk" FOREIGN KEY ("nidretiro") REFERENCES "public"."retiro"("nidretiro") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evento_retiro_unico_idx" ON "evento_carga" USING btree ("nidretiro","sevento","sreferencia") WHERE "evento_carga"."nidretiro" is not null;--> statement-breakpoint
CREATE INDEX "notificacion_retiro_idx" ON "notificacion" USING btree ("nidretiro") WHERE "notificacion"."nidretiro" is not null;--> statement-breakpoint
ALTER TABLE "evento_carga" ADD CONSTRAINT "evento_carga_sujeto_chk" CHECK (("evento_carga"."nidra" is null) <> ("evento_carga"."nidretiro" is null));