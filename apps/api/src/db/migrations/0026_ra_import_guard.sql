CREATE TABLE "importacion_ra" (
	"shash" varchar(64) PRIMARY KEY NOT NULL,
	"nidusuario" integer NOT NULL,
	"dfecha" timestamp with time zone DEFAULT now() NOT NULL,
	"nidras" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "importacion_ra" ADD CONSTRAINT "importacion_ra_nidusuario_usuario_nidusuario_fk" FOREIGN KEY ("nidusuario") REFERENCES "public"."usuario"("nidusuario") ON DELETE no action ON UPDATE no action;