ALTER TABLE "evento_custodia" ADD COLUMN "nidadjunto" integer;--> statement-breakpoint
ALTER TABLE "lista_carga" ADD COLUMN "ssellollegada" varchar(50);--> statement-breakpoint
ALTER TABLE "lista_carga" ADD COLUMN "dfhosellollegada" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lista_carga" ADD COLUMN "nidusuariosellollegada" integer;--> statement-breakpoint
ALTER TABLE "lista_carga" ADD COLUMN "sindincidenciasello" char(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "evento_custodia" ADD CONSTRAINT "evento_custodia_nidadjunto_adjunto_nidadjunto_fk" FOREIGN KEY ("nidadjunto") REFERENCES "public"."adjunto"("nidadjunto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_carga" ADD CONSTRAINT "lista_carga_nidusuariosellollegada_usuario_nidusuario_fk" FOREIGN KEY ("nidusuariosellollegada") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lista_carga_incidencia_sello_idx" ON "lista_carga" USING btree ("sindincidenciasello","dfhosellollegada");