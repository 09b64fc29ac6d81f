CREATE OR REPLACE FUNCTION public.gestion_plazo_entrega()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	ras integer[];
BEGIN
	IF TG_OP = 'DELETE' THEN
		SELECT array_agg(a."nidra") INTO ras FROM antes a;
	ELSE
		SELECT array_agg(d."nidra") INTO ras FROM despues d;
	END IF;
	IF ras IS NOT NULL THEN
		PERFORM "gestion_plazo_refrescar"(ras);
	END IF;
	RETURN NULL;
END
$function$
