CREATE TABLE "gestion_ingreso_semana" (
	"nidingresosemana" bigserial PRIMARY KEY NOT NULL,
	"scodoficinaorigen" varchar(10) NOT NULL,
	"scodbodegaorigen" varchar(10),
	"sviadespacho" varchar(20) NOT NULL,
	"dsemana" date NOT NULL,
	"ncantidadra" integer NOT NULL,
	"ncantidadbultos" integer NOT NULL,
	"npesokg" numeric(24, 5) NOT NULL,
	"nvolumenm3" numeric(24, 5) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gestion_ingreso_semana_idx" ON "gestion_ingreso_semana" USING btree ("dsemana");--> statement-breakpoint
-- ---- Intake per week: whatever rows gestion_ingreso gains or loses (the RA triggers' deltas, a fold's
-- delete and insert) are added to or taken from their week here, so it is that table summed per week.
CREATE FUNCTION "gestion_ingreso_semana_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "gestion_ingreso_semana" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dsemana", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
		SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", date_trunc('week', "dfecha")::date,
			sum("ncantidadra")::int, sum("ncantidadbultos")::int, sum("npesokg"), sum("nvolumenm3")
		FROM despues GROUP BY 1, 2, 3, 4;
	ELSE
		INSERT INTO "gestion_ingreso_semana" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dsemana", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
		SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", date_trunc('week', "dfecha")::date,
			-sum("ncantidadra")::int, -sum("ncantidadbultos")::int, -sum("npesokg"), -sum("nvolumenm3")
		FROM antes GROUP BY 1, 2, 3, 4;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "gestion_ingreso_semana_alta" AFTER INSERT ON "gestion_ingreso" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_ingreso_semana_cambio"();
--> statement-breakpoint
CREATE TRIGGER "gestion_ingreso_semana_baja" AFTER DELETE ON "gestion_ingreso" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "gestion_ingreso_semana_cambio"();
--> statement-breakpoint
INSERT INTO "gestion_ingreso_semana" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "dsemana", "ncantidadra", "ncantidadbultos", "npesokg", "nvolumenm3")
SELECT "scodoficinaorigen", "scodbodegaorigen", "sviadespacho", date_trunc('week', "dfecha")::date,
	sum("ncantidadra")::int, sum("ncantidadbultos")::int, sum("npesokg"), sum("nvolumenm3")
FROM "gestion_ingreso" GROUP BY 1, 2, 3, 4
HAVING sum("ncantidadra") <> 0 OR sum("ncantidadbultos") <> 0 OR sum("npesokg") <> 0 OR sum("nvolumenm3") <> 0;
