CREATE OR REPLACE FUNCTION public.gestion_plazo_de(ras integer[])
 RETURNS TABLE(nidra integer, setapa character varying, nhoras integer, scodoficinaorigen character varying, scodbodegaorigen character varying, scodoficinadestino character varying, sviadespacho character varying, dfecrecepcion timestamp with time zone)
 LANGUAGE sql
 STABLE
AS $function$
	SELECT r."nidra", e.setapa, greatest(0, floor(extract(epoch FROM e.t - r."dfecrecepcion") / 3600))::int,
		r."scodoficinaorigen", r."scodbodegaorigen", r."scodoficinadestino", r."sviadespacho", r."dfecrecepcion"
	FROM "recepcion" r
	CROSS JOIN LATERAL (
		SELECT {{LEAD_TIME_STAGE.DESPA}}::varchar setapa, (SELECT max(l."dfhodespacho") FROM "lista_carga_ra" lr JOIN "lista_carga" l ON l."nidlistacarga" = lr."nidlistacarga" WHERE lr."nidra" = r."nidra") t
		WHERE r."scodestado" IN ({{RA_STATE.ENTRA}}, {{RA_STATE.BDEST}}, {{RA_STATE.ENTRE}})
		UNION ALL
		SELECT {{LEAD_TIME_STAGE.RECEP}}, (SELECT max(l."dfhorecepcion") FROM "lista_carga_ra" lr JOIN "lista_carga" l ON l."nidlistacarga" = lr."nidlistacarga" WHERE lr."nidra" = r."nidra")
		WHERE r."scodestado" IN ({{RA_STATE.BDEST}}, {{RA_STATE.ENTRE}})
		UNION ALL
		SELECT {{LEAD_TIME_STAGE.ENTRE}}, (SELECT en."dfhoentrega" FROM "entrega" en WHERE en."nidra" = r."nidra")
		WHERE r."scodestado" = {{RA_STATE.ENTRE}}
	) e
	WHERE r."nidra" = ANY(ras) AND e.t IS NOT NULL;
$function$
