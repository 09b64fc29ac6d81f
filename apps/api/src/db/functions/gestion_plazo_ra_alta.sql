CREATE OR REPLACE FUNCTION public.gestion_plazo_ra_alta(antes recepcion[], despues recepcion[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
BEGIN
	SELECT array_agg(d."nidra") INTO ras FROM unnest(despues) d WHERE d."scodestado" IN ({{RA_STATE.ENTRA}}, {{RA_STATE.BDEST}}, {{RA_STATE.ENTRE}});
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
END
$function$
