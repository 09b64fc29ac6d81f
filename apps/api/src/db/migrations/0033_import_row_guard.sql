CREATE TABLE "importacion_ra_fila" (
	"scodoficina" varchar(10) NOT NULL,
	"shash" varchar(64) NOT NULL,
	"nidra" integer NOT NULL,
	"nidusuario" integer NOT NULL,
	"dfecha" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "importacion_ra_fila_scodoficina_shash_pk" PRIMARY KEY("scodoficina","shash")
);
--> statement-breakpoint
ALTER TABLE "importacion_ra_fila" ADD CONSTRAINT "importacion_ra_fila_scodoficina_oficina_scodoficina_fk" FOREIGN KEY ("scodoficina") REFERENCES "public"."oficina"("scodoficina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacion_ra_fila" ADD CONSTRAINT "importacion_ra_fila_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacion_ra_fila" ADD CONSTRAINT "importacion_ra_fila_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "importacion_ra_fila_fecha_idx" ON "importacion_ra_fila" USING btree ("dfecha");