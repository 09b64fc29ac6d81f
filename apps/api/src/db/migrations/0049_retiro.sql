CREATE TABLE "retiro" (
	"nidretiro" serial PRIMARY KEY NOT NULL,
	"nidcliente" integer NOT NULL,
	"scodoficina" varchar(10) NOT NULL,
	"sdireccion" varchar(200) NOT NULL,
	"scodcomuna" varchar(5) NOT NULL,
	"scontacto" varchar(100) NOT NULL,
	"stelefono" varchar(20) NOT NULL,
	"dfecha" date NOT NULL,
	"shoradesde" varchar(5) NOT NULL,
	"shorahasta" varchar(5) NOT NULL,
	"nbultos" integer NOT NULL,
	"npesokg" numeric(12, 2) DEFAULT 0 NOT NULL,
	"sdescripcion" varchar(200) DEFAULT '' NOT NULL,
	"sestado" varchar(12) DEFAULT 'SOLICITADO' NOT NULL,
	"sorigen" varchar(8) NOT NULL,
	"nidusuario" integer NOT NULL,
	"dfhocreacion" timestamp with time zone DEFAULT now() NOT NULL,
	"smotivoanulacion" varchar(200),
	"nidra" integer,
	CONSTRAINT "retiro_estado_chk" CHECK ("retiro"."sestado" in ('SOLICITADO', 'PLANIFICADO', 'RETIRADO', 'RECIBIDO', 'ANULADO')),
	CONSTRAINT "retiro_origen_chk" CHECK ("retiro"."sorigen" in ('PORTAL', 'OFICINA')),
	CONSTRAINT "retiro_ventana_chk" CHECK ("retiro"."shoradesde" < "retiro"."shorahasta"),
	CONSTRAINT "retiro_bultos_chk" CHECK ("retiro"."nbultos" >= 1),
	CONSTRAINT "retiro_peso_chk" CHECK ("retiro"."npesokg" >= 0)
);
--> statement-breakpoint
ALTER TABLE "retiro" ADD CONSTRAINT "retiro_nidcliente_cliente_nidcliente_fk" FOREIGN KEY ("nidcliente") REFERENCES "public"."cliente"("nidcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retiro" ADD CONSTRAINT "retiro_scodoficina_oficina_scodoficina_fk" FOREIGN KEY ("scodoficina") REFERENCES "public"."oficina"("scodoficina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retiro" ADD CONSTRAINT "retiro_scodcomuna_ciudad_scodciudad_fk" FOREIGN KEY ("scodcomuna") REFERENCES "public"."ciudad"("scodciudad") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retiro" ADD CONSTRAINT "retiro_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retiro" ADD CONSTRAINT "retiro_nidra_recepcion_nidra_fk" FOREIGN KEY ("nidra") REFERENCES "public"."recepcion"("nidra") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retiro_oficina_fecha_estado_idx" ON "retiro" USING btree ("scodoficina","dfecha","sestado");--> statement-breakpoint
CREATE INDEX "retiro_cliente_idx" ON "retiro" USING btree ("nidcliente","nidretiro");