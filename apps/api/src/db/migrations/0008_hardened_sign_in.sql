-- Counters are transient: the old per-name lock is not carried over to the new policy.
DELETE FROM "intento_login";--> statement-breakpoint
ALTER TABLE "intento_login" ADD COLUMN "sdireccion" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "intento_login" DROP CONSTRAINT "intento_login_pkey";--> statement-breakpoint
ALTER TABLE "intento_login" ADD CONSTRAINT "intento_login_pk" PRIMARY KEY("susuario","sdireccion");--> statement-breakpoint
ALTER TABLE "sesion_usuario" ADD COLUMN "sdireccion" text;--> statement-breakpoint
ALTER TABLE "sesion_usuario" ADD COLUMN "srefreshprevio" varchar(64);--> statement-breakpoint
ALTER TABLE "sesion_usuario" ADD COLUMN "drotada" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "intento_login_ultimo_idx" ON "intento_login" USING btree ("dultimofallo");--> statement-breakpoint
CREATE INDEX "sesion_usuario_direccion_idx" ON "sesion_usuario" USING btree ("nidusuario","sdireccion");
