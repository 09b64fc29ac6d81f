CREATE TABLE "gestion_plazo_periodo" (
	"nidplazoperiodo" bigserial PRIMARY KEY NOT NULL,
	"scodoficinaorigen" varchar(10) NOT NULL,
	"scodbodegaorigen" varchar(10),
	"scodoficinadestino" varchar(10),
	"sviadespacho" varchar(20) NOT NULL,
	"sgrano" varchar(1) NOT NULL,
	"dinicio" date NOT NULL,
	"setapa" varchar(5) NOT NULL,
	"nhoras" integer[] NOT NULL,
	"ncantidades" integer[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gestion_plazo_periodo_idx" ON "gestion_plazo_periodo" USING btree ("sgrano","dinicio");--> statement-breakpoint
-- ---- Lead-time histograms as arrays per month ('M'), quarter ('T') and year ('A'): whatever rows
-- gestion_plazo_hora gains or loses (the RA triggers' deltas, a fold's delete and insert) are added to or
-- taken from their periods here, as delta rows of one array pair per (route, vía, period, stage), so each
-- period is that table summed over its months.
CREATE FUNCTION "gestion_plazo_periodo_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "gestion_plazo_periodo" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "sgrano", "dinicio", "setapa", "nhoras", "ncantidades")
		SELECT o, b, d, v, g, i, e, array_agg(h ORDER BY h), array_agg(n ORDER BY h) FROM (
			SELECT f."scodoficinaorigen" o, f."scodbodegaorigen" b, f."scodoficinadestino" d, f."sviadespacho" v, p.sgrano g,
				date_trunc(p.unidad, f."dmes")::date i, f."setapa" e, f."nhoras" h, sum(f."ncantidad")::int n
			FROM despues f CROSS JOIN (VALUES ('M', 'month'), ('T', 'quarter'), ('A', 'year')) p(sgrano, unidad)
			GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(f."ncantidad") <> 0
		) horas
		GROUP BY 1, 2, 3, 4, 5, 6, 7;
	ELSE
		INSERT INTO "gestion_plazo_periodo" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "sgrano", "dinicio", "setapa", "nhoras", "ncantidades")
		SELECT o, b, d, v, g, i, e, array_agg(h ORDER BY h), array_agg(n ORDER BY h) FROM (
			SELECT f."scodoficinaorigen" o, f."scodbodegaorigen" b, f."scodoficinadestino" d, f."sviadespacho" v, p.sgrano g,
				date_trunc(p.unidad, f."dmes")::date i, f."setapa" e, f."nhoras" h, -sum(f."ncantidad")::int n
			FROM antes f CROSS JOIN (VALUES ('M', 'month'), ('T', 'quarter'), ('A', 'year')) p(sgrano, unidad)
			GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(f."ncantidad") <> 0
		) horas
		GROUP BY 1, 2, 3, 4, 5, 6, 7;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "gestion_plazo_periodo_alta" AFTER INSERT ON "gestion_plazo_hora" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "gestion_plazo_periodo_cambio"();
--> statement-breakpoint
CREATE TRIGGER "gestion_plazo_periodo_baja" AFTER DELETE ON "gestion_plazo_hora" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "gestion_plazo_periodo_cambio"();
--> statement-breakpoint
-- The periods of what the months hold now.
INSERT INTO "gestion_plazo_periodo" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "sgrano", "dinicio", "setapa", "nhoras", "ncantidades")
SELECT o, b, d, v, g, i, e, array_agg(h ORDER BY h), array_agg(n ORDER BY h) FROM (
	SELECT f."scodoficinaorigen" o, f."scodbodegaorigen" b, f."scodoficinadestino" d, f."sviadespacho" v, p.sgrano g,
		date_trunc(p.unidad, f."dmes")::date i, f."setapa" e, f."nhoras" h, sum(f."ncantidad")::int n
	FROM "gestion_plazo_hora" f CROSS JOIN (VALUES ('M', 'month'), ('T', 'quarter'), ('A', 'year')) p(sgrano, unidad)
	GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(f."ncantidad") <> 0
) horas
GROUP BY 1, 2, 3, 4, 5, 6, 7;
