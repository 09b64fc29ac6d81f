CREATE OR REPLACE FUNCTION public.gestion_diferencia_bulto()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	listas integer[];
BEGIN
	IF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT a."nidlistacarga") INTO listas FROM antes a
		WHERE EXISTS (SELECT 1 FROM "gestion_diferencia" g WHERE g."nidlistacarga" = a."nidlistacarga");
	ELSE
		SELECT array_agg(DISTINCT d."nidlistacarga") INTO listas FROM despues d
		JOIN "lista_carga" l ON l."nidlistacarga" = d."nidlistacarga" WHERE l."scodestadolista" = {{LIST_STATE.RECEP}};
	END IF;
	IF listas IS NOT NULL THEN
		PERFORM "gestion_diferencia_refrescar"(listas);
	END IF;
	RETURN NULL;
END
$function$
