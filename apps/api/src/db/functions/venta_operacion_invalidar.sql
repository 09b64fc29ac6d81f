CREATE OR REPLACE FUNCTION public.venta_operacion_invalidar(ras integer[], listas integer[], ops integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "venta_operacion_cambio" ("nidoperacion")
	SELECT o."nidoperacion" FROM "operacion" o WHERE o."nidoperacion" IN (
		SELECT unnest(ops)
		UNION
		SELECT lc."nidoperacion" FROM "lista_carga" lc WHERE lc."nidlistacarga" = ANY(listas)
		UNION
		SELECT lc."nidoperacion" FROM "lista_carga_bulto" b JOIN "lista_carga" lc ON lc."nidlistacarga" = b."nidlistacarga"
		WHERE b."nidra" = ANY(ras)
	);
END
$function$
