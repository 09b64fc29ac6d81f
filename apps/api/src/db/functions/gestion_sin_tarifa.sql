CREATE OR REPLACE FUNCTION public.gestion_sin_tarifa(ra integer)
 RETURNS character varying
 LANGUAGE sql
 STABLE
AS $function$
	SELECT CASE WHEN EXISTS (SELECT 1 FROM "precio_ra" p WHERE p."nidra" = ra AND p."scodmotivo" = {{SALE_REASON.TARIFA}}) THEN 'N' ELSE 'S' END
$function$
