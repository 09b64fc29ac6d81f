CREATE TABLE "gestion_plazo_periodo" (
	"nidplazoperiodo" bigserial PRIMARY KEY NOT NULL,
	"scodoficinaorigen" varchar(10) NOT NULL,
	"scodbodegaorigen" varchar(10),
	"scodoficinadestino" varchar(10),
	"sviadespacho" varchar(20) NOT NULL,
	"sgrano" varchar(1) NOT NULL,
	"dinicio" date NOT NULL,
	"setapa" varchar(5) NOT NULL,
	"nhoras" integer NOT NULL,
	"ncantidad" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gestion_plazo_periodo_idx" ON "gestion_plazo_periodo" USING btree ("sgrano","dinicio");--> statement-breakpoint
-- ---- Lead-time histograms per quarter ('T') and year ('A'): whatever rows gestion_plazo_hora gains or loses
-- (the RA triggers' deltas, a fold's delete and insert) are added to or taken from their quarter and year
-- here, so each is that table summed over its months.
CREATE FUNCTION "gestion_plazo_periodo_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "gestion_plazo_periodo" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "sgrano", "dinicio", "setapa", "nhoras", "ncantidad")
		SELECT h."scodoficinaorigen", h."scodbodegaorigen", h."scodoficinadestino", h."sviadespacho", g.sgrano,
			date_trunc(g.unidad, h."dmes")::date, h."setapa", h."nhoras", sum(h."ncantidad")::int
		FROM despues h CROSS JOIN (VALUES ('T', 'quarter'), ('A', 'year')) g(sgrano, unidad)
		GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(h."ncantidad") <> 0;
	ELSE
		INSERT INTO "gestion_plazo_periodo" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "sgrano", "dinicio", "setapa", "nhoras", "ncantidad")
		SELECT h."scodoficinaorigen", h."scodbodegaorigen", h."scodoficinadestino", h."sviadespacho", g.sgrano,
			date_trunc(g.unidad, h."dmes")::date, h."setapa", h."nhoras", -sum(h."ncantidad")::int
		FROM antes h CROSS JOIN (VALUES ('T', 'quarter'), ('A', 'year')) g(sgrano, unidad)
		GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(h."ncantidad") <> 0;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "gestion_plazo_periodo_alta" AFTER INSERT ON "gestion_plazo_hora" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_plazo_periodo_cambio"();
--> statement-breakpoint
CREATE TRIGGER "gestion_plazo_periodo_baja" AFTER DELETE ON "gestion_plazo_hora" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "gestion_plazo_periodo_cambio"();
--> statement-breakpoint
INSERT INTO "gestion_plazo_periodo" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "sgrano", "dinicio", "setapa", "nhoras", "ncantidad")
SELECT h."scodoficinaorigen", h."scodbodegaorigen", h."scodoficinadestino", h."sviadespacho", g.sgrano,
	date_trunc(g.unidad, h."dmes")::date, h."setapa", h."nhoras", sum(h."ncantidad")::int
FROM "gestion_plazo_hora" h CROSS JOIN (VALUES ('T', 'quarter'), ('A', 'year')) g(sgrano, unidad)
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(h."ncantidad") <> 0;
