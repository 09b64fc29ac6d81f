CREATE TABLE "ciudad" (
	"scodciudad" varchar(5) PRIMARY KEY NOT NULL,
	"snomciudad" varchar(100) NOT NULL,
	"scodregion" varchar(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "direccion" (
	"niddireccion" serial PRIMARY KEY NOT NULL,
	"nidcliente" integer NOT NULL,
	"scalle" varchar(200) DEFAULT '' NOT NULL,
	"snumeracion" varchar(20) DEFAULT '' NOT NULL,
	"srestodireccion" varchar(200) DEFAULT '' NOT NULL,
	"scodcomuna" varchar(5),
	"scodpostal" varchar(10) DEFAULT '0' NOT NULL,
	"sindentrega" char(1) DEFAULT 'N' NOT NULL,
	"sindretiro" char(1) DEFAULT 'N' NOT NULL,
	"sindfacturacion" char(1) DEFAULT 'N' NOT NULL,
	"sindactivo" char(1) DEFAULT 'S' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cliente" (
	"nidcliente" serial PRIMARY KEY NOT NULL,
	"srutcliente" varchar(12) NOT NULL,
	"snombrecliente" varchar(200) NOT NULL,
	"snombrecorto" varchar(100) NOT NULL,
	"sindempresa" char(1) DEFAULT 'S' NOT NULL,
	"sindclientecontr" char(1) DEFAULT 'N' NOT NULL,
	"sindclientecouri" char(1) DEFAULT 'N' NOT NULL,
	"sindproveedor" char(1) DEFAULT 'S' NOT NULL,
	"sindproveedorint" char(1) DEFAULT 'N' NOT NULL,
	"sindfacturacion" char(1) DEFAULT 'N' NOT NULL,
	"srutfacturacion" varchar(12),
	"sidfactura" varchar(10),
	"sprefijotelefono" varchar(5),
	"stelefono" varchar(15),
	"sterminoenvio" varchar(20),
	"stipoentrega" varchar(20),
	"sindactivo" char(1) DEFAULT 'S' NOT NULL,
	"dfeccreacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_srutcliente_unique" UNIQUE("srutcliente")
);
--> statement-breakpoint
CREATE TABLE "intento_login" (
	"susuario" varchar(100) PRIMARY KEY NOT NULL,
	"nfallos" integer DEFAULT 0 NOT NULL,
	"dbloqueohasta" timestamp with time zone,
	"dultimofallo" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oficina" (
	"scodoficina" varchar(10) PRIMARY KEY NOT NULL,
	"snomoficina" varchar(100) NOT NULL,
	"sdireccion" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parametro" (
	"sgrupo" varchar(40) NOT NULL,
	"scodparametro01" varchar(20) NOT NULL,
	"scodparametro02" varchar(20),
	"sdeslargo01" varchar(200) NOT NULL,
	"norden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "parametro_sgrupo_scodparametro01_pk" PRIMARY KEY("sgrupo","scodparametro01")
);
--> statement-breakpoint
CREATE TABLE "region" (
	"scodregion" varchar(2) PRIMARY KEY NOT NULL,
	"snomregion" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sesion_usuario" (
	"sidsesion" uuid PRIMARY KEY NOT NULL,
	"nidusuario" integer NOT NULL,
	"srefreshhash" varchar(64) NOT NULL,
	"dexpira" timestamp with time zone NOT NULL,
	"drevocada" timestamp with time zone,
	"dfeccreacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"nidusuario" serial PRIMARY KEY NOT NULL,
	"susuario" varchar(100) NOT NULL,
	"snombre" varchar(200) NOT NULL,
	"spasswordhash" text NOT NULL,
	"srut" varchar(12),
	"oficinas" text[] DEFAULT '{}'::text[] NOT NULL,
	"bodegas" text[] DEFAULT '{}'::text[] NOT NULL,
	"menus" text[] DEFAULT '{}'::text[] NOT NULL,
	"sindactivo" char(1) DEFAULT 'S' NOT NULL,
	"dfeccreacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_susuario_unique" UNIQUE("susuario")
);
--> statement-breakpoint
CREATE TABLE "bodega" (
	"scodbodega" varchar(10) PRIMARY KEY NOT NULL,
	"snombodega" varchar(100) NOT NULL,
	"sdireccion" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ciudad" ADD CONSTRAINT "ciudad_scodregion_region_scodregion_fk" FOREIGN KEY ("scodregion") REFERENCES "public"."region"("scodregion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direccion" ADD CONSTRAINT "direccion_nidcliente_cliente_nidcliente_fk" FOREIGN KEY ("nidcliente") REFERENCES "public"."cliente"("nidcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direccion" ADD CONSTRAINT "direccion_scodcomuna_ciudad_scodciudad_fk" FOREIGN KEY ("scodcomuna") REFERENCES "public"."ciudad"("scodciudad") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesion_usuario" ADD CONSTRAINT "sesion_usuario_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ciudad_region_idx" ON "ciudad" USING btree ("scodregion");--> statement-breakpoint
CREATE INDEX "direccion_cliente_idx" ON "direccion" USING btree ("nidcliente");--> statement-breakpoint
CREATE INDEX "sesion_usuario_usuario_idx" ON "sesion_usuario" USING btree ("nidusuario");