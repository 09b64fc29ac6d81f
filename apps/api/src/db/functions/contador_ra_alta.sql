CREATE OR REPLACE FUNCTION public.contador_ra_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
	INSERT INTO "contador_ra" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", "ncantidad")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", count(*)::int
	FROM despues GROUP BY 1, 2, 3, 4, 5;
	RETURN NULL;
END
$function$
