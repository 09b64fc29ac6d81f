ALTER TABLE "lista_carga" ADD COLUMN "ntotalra" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lista_carga" ADD COLUMN "ntotalbultos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lista_carga" ADD COLUMN "ntotalpesokg" numeric(24, 10) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lista_carga" ADD COLUMN "ntotalvolumenm3" numeric(24, 10) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A list's totals move by what each statement changed of its RAs and lines: +1/-1 RA, and the units,
-- kg and m³ of the lines added (+) and removed (-), an updated line being both. A statement that changes
-- nothing of them (the counts at the destination) updates no list.
CREATE FUNCTION "lista_carga_totales_ra"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "lista_carga" l SET "ntotalra" = l."ntotalra" + d.n
		FROM (SELECT "nidlistacarga", count(*)::int n FROM despues GROUP BY 1) d WHERE l."nidlistacarga" = d."nidlistacarga";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "lista_carga" l SET "ntotalra" = l."ntotalra" - d.n
		FROM (SELECT "nidlistacarga", count(*)::int n FROM antes GROUP BY 1) d WHERE l."nidlistacarga" = d."nidlistacarga";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "lista_carga_totales_ra_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "lista_carga" l SET "ntotalra" = l."ntotalra" + d.n
	FROM (SELECT "nidlistacarga", sum(s)::int n FROM (
		SELECT "nidlistacarga", -1 s FROM antes UNION ALL SELECT "nidlistacarga", 1 FROM despues) c
		GROUP BY 1 HAVING sum(s) <> 0) d
	WHERE l."nidlistacarga" = d."nidlistacarga";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lista_carga_ra_totales_alta" AFTER INSERT ON "lista_carga_ra" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "lista_carga_totales_ra"();
--> statement-breakpoint
CREATE TRIGGER "lista_carga_ra_totales_baja" AFTER DELETE ON "lista_carga_ra" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "lista_carga_totales_ra"();
--> statement-breakpoint
CREATE TRIGGER "lista_carga_ra_totales_cambio" AFTER UPDATE ON "lista_carga_ra" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "lista_carga_totales_ra_cambio"();
--> statement-breakpoint
CREATE FUNCTION "lista_carga_totales_mover"(lineas jsonb) RETURNS void LANGUAGE sql AS $$
	UPDATE "lista_carga" l
	SET "ntotalbultos" = l."ntotalbultos" + d.u, "ntotalpesokg" = l."ntotalpesokg" + d.w, "ntotalvolumenm3" = l."ntotalvolumenm3" + d.v
	FROM (
		SELECT x."nidlistacarga", sum(x.s * x."ncantidadingresada")::int u,
			sum(x.s * x."ncantidadingresada" * b."npesobultokg") w, sum(x.s * x."ncantidadingresada" * b."nvolumenbultom3") v
		FROM jsonb_to_recordset(lineas) AS x("nidlistacarga" integer, "niditem" integer, "ncantidadingresada" integer, s integer)
		JOIN "bulto" b ON b."niditem" = x."niditem"
		GROUP BY 1
	) d
	WHERE l."nidlistacarga" = d."nidlistacarga" AND (d.u <> 0 OR d.w <> 0 OR d.v <> 0);
$$;
--> statement-breakpoint
CREATE FUNCTION "lista_carga_totales_bulto"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	lineas jsonb;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT jsonb_agg(jsonb_build_object('nidlistacarga', "nidlistacarga", 'niditem', "niditem", 'ncantidadingresada', "ncantidadingresada", 's', 1)) INTO lineas FROM despues;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT jsonb_agg(jsonb_build_object('nidlistacarga', "nidlistacarga", 'niditem', "niditem", 'ncantidadingresada', "ncantidadingresada", 's', -1)) INTO lineas FROM antes;
	ELSE
		SELECT jsonb_agg(c) INTO lineas FROM (
			(SELECT "nidlistacarga", "niditem", "ncantidadingresada", -1 s FROM antes
			 EXCEPT ALL SELECT "nidlistacarga", "niditem", "ncantidadingresada", -1 FROM despues)
			UNION ALL
			(SELECT "nidlistacarga", "niditem", "ncantidadingresada", 1 s FROM despues
			 EXCEPT ALL SELECT "nidlistacarga", "niditem", "ncantidadingresada", 1 FROM antes)
		) c;
	END IF;
	IF lineas IS NOT NULL THEN
		PERFORM "lista_carga_totales_mover"(lineas);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lista_carga_bulto_totales_alta" AFTER INSERT ON "lista_carga_bulto" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "lista_carga_totales_bulto"();
--> statement-breakpoint
CREATE TRIGGER "lista_carga_bulto_totales_baja" AFTER DELETE ON "lista_carga_bulto" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "lista_carga_totales_bulto"();
--> statement-breakpoint
CREATE TRIGGER "lista_carga_bulto_totales_cambio" AFTER UPDATE ON "lista_carga_bulto" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "lista_carga_totales_bulto"();
--> statement-breakpoint
-- A package line's weight or volume corrected while some list carries it.
CREATE FUNCTION "lista_carga_totales_medidas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "lista_carga" l SET "ntotalpesokg" = l."ntotalpesokg" + d.w, "ntotalvolumenm3" = l."ntotalvolumenm3" + d.v
	FROM (
		SELECT lb."nidlistacarga", sum(lb."ncantidadingresada" * (n."npesobultokg" - a."npesobultokg")) w,
			sum(lb."ncantidadingresada" * (n."nvolumenbultom3" - a."nvolumenbultom3")) v
		FROM despues n JOIN antes a ON a."niditem" = n."niditem"
		JOIN "lista_carga_bulto" lb ON lb."niditem" = n."niditem"
		WHERE n."npesobultokg" <> a."npesobultokg" OR n."nvolumenbultom3" <> a."nvolumenbultom3"
		GROUP BY 1
	) d
	WHERE l."nidlistacarga" = d."nidlistacarga";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bulto_totales_lista_cambio" AFTER UPDATE ON "bulto" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "lista_carga_totales_medidas"();
--> statement-breakpoint
-- The lists already there, summed once.
UPDATE "lista_carga" l SET "ntotalra" = d.n
FROM (SELECT "nidlistacarga", count(*)::int n FROM "lista_carga_ra" GROUP BY 1) d WHERE l."nidlistacarga" = d."nidlistacarga";
--> statement-breakpoint
UPDATE "lista_carga" l SET "ntotalbultos" = d.u, "ntotalpesokg" = d.w, "ntotalvolumenm3" = d.v
FROM (
	SELECT lb."nidlistacarga", sum(lb."ncantidadingresada")::int u, sum(lb."ncantidadingresada" * b."npesobultokg") w,
		sum(lb."ncantidadingresada" * b."nvolumenbultom3") v
	FROM "lista_carga_bulto" lb JOIN "bulto" b ON b."niditem" = lb."niditem" GROUP BY 1
) d
WHERE l."nidlistacarga" = d."nidlistacarga";
