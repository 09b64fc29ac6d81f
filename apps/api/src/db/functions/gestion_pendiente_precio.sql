CREATE OR REPLACE FUNCTION public.gestion_pendiente_precio(antes precio_ra[], despues precio_ra[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	antes_tarifa integer[] := '{}';
	despues_tarifa integer[] := '{}';
BEGIN
	IF antes IS NOT NULL THEN
		SELECT coalesce(array_agg("nidra"), '{}') INTO antes_tarifa FROM unnest(antes) WHERE "scodmotivo" = {{SALE_REASON.TARIFA}};
	END IF;
	IF despues IS NOT NULL THEN
		SELECT coalesce(array_agg("nidra"), '{}') INTO despues_tarifa FROM unnest(despues) WHERE "scodmotivo" = {{SALE_REASON.TARIFA}};
	END IF;
	INSERT INTO "gestion_pendiente" ("scodoficinaorigen", "scodbodegaorigen", "sviadespacho", "ssintarifa", "ncantidad")
	SELECT r."scodoficinaorigen", r."scodbodegaorigen", r."sviadespacho", s.sin, sum(s.n)::int
	FROM (
		(SELECT unnest(despues_tarifa) ra, 'S' desde, 'N' hacia EXCEPT SELECT unnest(antes_tarifa), 'S', 'N')
		UNION ALL
		(SELECT unnest(antes_tarifa), 'N', 'S' EXCEPT SELECT unnest(despues_tarifa), 'N', 'S')
	) c
	JOIN "recepcion" r ON r."nidra" = c.ra AND r."scodestado" IN ({{RA_STATE.BORIG}}, {{RA_STATE.ENLIS}})
	CROSS JOIN LATERAL (VALUES (c.desde, -1), (c.hacia, 1)) s(sin, n)
	GROUP BY 1, 2, 3, 4 HAVING sum(s.n) <> 0;
END
$function$
