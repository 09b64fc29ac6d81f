CREATE OR REPLACE FUNCTION public.gestion_plazo_periodo_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "gestion_plazo_periodo" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "sgrano", "dinicio", "setapa", "nhoras", "ncantidades")
		SELECT o, b, d, v, g, i, e, array_agg(h ORDER BY h), array_agg(n ORDER BY h) FROM (
			SELECT f."scodoficinaorigen" o, f."scodbodegaorigen" b, f."scodoficinadestino" d, f."sviadespacho" v, p.sgrano g,
				date_trunc(p.unidad, f."dmes")::date i, f."setapa" e, f."nhoras" h, sum(f."ncantidad")::int n
			FROM despues f CROSS JOIN (VALUES ({{LEAD_TIME_GRAIN.M}}, 'month'), ({{LEAD_TIME_GRAIN.T}}, 'quarter'), ({{LEAD_TIME_GRAIN.A}}, 'year')) p(sgrano, unidad)
			GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(f."ncantidad") <> 0
		) horas
		GROUP BY 1, 2, 3, 4, 5, 6, 7;
	ELSE
		INSERT INTO "gestion_plazo_periodo" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "sviadespacho", "sgrano", "dinicio", "setapa", "nhoras", "ncantidades")
		SELECT o, b, d, v, g, i, e, array_agg(h ORDER BY h), array_agg(n ORDER BY h) FROM (
			SELECT f."scodoficinaorigen" o, f."scodbodegaorigen" b, f."scodoficinadestino" d, f."sviadespacho" v, p.sgrano g,
				date_trunc(p.unidad, f."dmes")::date i, f."setapa" e, f."nhoras" h, -sum(f."ncantidad")::int n
			FROM antes f CROSS JOIN (VALUES ({{LEAD_TIME_GRAIN.M}}, 'month'), ({{LEAD_TIME_GRAIN.T}}, 'quarter'), ({{LEAD_TIME_GRAIN.A}}, 'year')) p(sgrano, unidad)
			GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(f."ncantidad") <> 0
		) horas
		GROUP BY 1, 2, 3, 4, 5, 6, 7;
	END IF;
	RETURN NULL;
END
$function$
