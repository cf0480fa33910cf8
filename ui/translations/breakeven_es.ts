<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Answer</name>
    <message>
        <source>%1 tokens</source>
        <comment>a volume of tokens</comment>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>At %1 a day, %2 costs %3 a month.</source>
        <translation>Con %1 al día, %2 cuesta %3 al mes.</translation>
    </message>
    <message>
        <source>At %1 a day, %2 costs %3 a month, %4 less than %5 at %6.</source>
        <translation>Con %1 al día, %2 cuesta %3 al mes, %4 menos que %5, que cuesta %6.</translation>
    </message>
    <message>
        <source>At %1 a day, %2 costs %3 a month, %4 more than %5 at %6.</source>
        <translation>Con %1 al día, %2 cuesta %3 al mes, %4 más que %5, que cuesta %6.</translation>
    </message>
    <message>
        <source>At %1 a day, %2 and %3 both cost %4 a month.</source>
        <translation>Con %1 al día, %2 y %3 cuestan lo mismo: %4 al mes.</translation>
    </message>
    <message>
        <source>Self-hosting has been the cheaper since %1 a day, %2 today&apos;s volume.</source>
        <translation>El autoalojamiento es lo más barato desde %1 al día, %2 el volumen actual.</translation>
    </message>
    <message>
        <source>Self-hosting is the cheaper today, and for good above %1 a day, %2 today&apos;s volume.</source>
        <translation>El autoalojamiento es hoy lo más barato, y lo es siempre por encima de %1 al día, %2 el volumen actual.</translation>
    </message>
    <message>
        <source>The two break even at %1 a day, %2 today&apos;s volume.</source>
        <translation>Ambas alcanzan el punto de equilibrio en %1 al día, %2 el volumen actual.</translation>
    </message>
    <message>
        <source>Self-hosting is the cheaper at every volume from %1 to %2 a day.</source>
        <translation>El autoalojamiento es lo más barato en todo volumen de %1 a %2 al día.</translation>
    </message>
    <message>
        <source>They do not break even between %1 and %2 a day: the API stays the cheaper.</source>
        <translation>No alcanzan el punto de equilibrio entre %1 y %2 al día: la API sigue siendo lo más barato.</translation>
    </message>
    <message>
        <source>Both are billed by the token, so %1 stays the cheaper at every volume.</source>
        <translation>Ambas se facturan por token, así que %1 sigue siendo lo más barato con cualquier volumen.</translation>
    </message>
    <message>
        <source>Ten times today&apos;s volume would pass %1 a day, the most there is to model.</source>
        <translation>Diez veces el volumen actual superaría %1 al día, lo máximo que se puede modelar.</translation>
    </message>
    <message>
        <source>At ten times today&apos;s volume, %1 a day, %2 would cost %3 a month.</source>
        <translation>Con diez veces el volumen actual, %1 al día, %2 costaría %3 al mes.</translation>
    </message>
    <message>
        <source>At ten times today&apos;s volume, %1 a day, %2 would cost %3 a month, %4 less than %5 at %6.</source>
        <translation>Con diez veces el volumen actual, %1 al día, %2 costaría %3 al mes, %4 menos que %5, que costaría %6.</translation>
    </message>
    <message>
        <source>At ten times today&apos;s volume, %1 a day, %2 would cost %3 a month, %4 more than %5 at %6.</source>
        <translation>Con diez veces el volumen actual, %1 al día, %2 costaría %3 al mes, %4 más que %5, que costaría %6.</translation>
    </message>
    <message>
        <source>At ten times today&apos;s volume, %1 a day, %2 and %3 would both cost %4 a month.</source>
        <translation>Con diez veces el volumen actual, %1 al día, %2 y %3 costarían lo mismo: %4 al mes.</translation>
    </message>
    <message>
        <source>The cheapest option of all is %1, at %2 a month today and %3 at ten times the volume.</source>
        <translation>La opción más barata de todas es %1: %2 al mes hoy y %3 con diez veces el volumen.</translation>
    </message>
    <message>
        <source>The cheapest option of all today is %1, at %2 a month.</source>
        <translation>La opción más barata de todas hoy es %1: %2 al mes.</translation>
    </message>
    <message>
        <source>At ten times today&apos;s volume the cheapest option of all is %1, at %2 a month.</source>
        <translation>Con diez veces el volumen actual, la opción más barata de todas es %1: %2 al mes.</translation>
    </message>
    <message>
        <source>No option can run this model: see each option for the reason.</source>
        <translation>Ninguna opción puede ejecutar este modelo: cada opción indica por qué.</translation>
    </message>
    <message>
        <source>%1 cannot run this model: %2.</source>
        <translation>%1 no puede ejecutar este modelo: %2.</translation>
    </message>
    <message>
        <source>No self-hosted option can run this model: see each option for the reason.</source>
        <translation>Ninguna opción autoalojada puede ejecutar este modelo: cada opción indica por qué.</translation>
    </message>
    <message>
        <source>It does not pay for itself within the horizon.</source>
        <translation>No se amortiza dentro del horizonte.</translation>
    </message>
    <message>
        <source>It is ahead from the start.</source>
        <translation>Va por delante desde el principio.</translation>
    </message>
    <message>
        <source>It pays for itself in month %1.</source>
        <translation>Se amortiza en el mes %1.</translation>
    </message>
    <message>
        <source>It pays for itself in month %1, but not with the money discounted.</source>
        <translation>Se amortiza en el mes %1, pero no con el dinero descontado.</translation>
    </message>
    <message>
        <source>It pays for itself in month %1, or month %2 with the money discounted.</source>
        <translation>Se amortiza en el mes %1, o en el mes %2 con el dinero descontado.</translation>
    </message>
    <message>
        <source>%1 against %2 saves %3 in today&apos;s money, at %4 a year.</source>
        <translation>%1 frente a %2 ahorra %3 en dinero de hoy, al %4 anual.</translation>
    </message>
    <message>
        <source>%1 against %2 costs %3 more in today&apos;s money, at %4 a year.</source>
        <translation>%1 frente a %2 cuesta %3 más en dinero de hoy, al %4 anual.</translation>
    </message>
    <message>
        <source>Its rate of return is %1 a year.</source>
        <translation>Su tasa interna de retorno es del %1 anual.</translation>
    </message>
    <message>
        <source>At ten times today&apos;s volume the cheapest hybrid would still be %1 alone.</source>
        <translation>Con diez veces el volumen de hoy, el híbrido más barato seguiría siendo %1 sola.</translation>
    </message>
    <message>
        <source>At ten times today&apos;s volume the cheapest hybrid would be %1 alone, its GPUs serving even the busiest hour.</source>
        <translation>Con diez veces el volumen de hoy, el híbrido más barato sería %1 sola: sus GPU atienden incluso la hora punta.</translation>
    </message>
    <message>
        <source>At ten times today&apos;s volume, %1 would run %2 GPUs, send %3 of the tokens to %4 and cost %5 a month, %6 less than %7 alone at %8.</source>
        <translation>Con diez veces el volumen de hoy, %1 usaría %2 GPU, enviaría el %3 de los tokens a %4 y costaría %5 al mes, %6 menos que %7 sola, con %8.</translation>
    </message>
    <message>
        <source>No hybrid of %1 and %2 beats %2 alone: a replica of %1 costs more than %2 charges for what it serves, even busy every hour.</source>
        <translation>Ningún híbrido de %1 y %2 mejora %2 sola: una réplica de %1 cuesta más de lo que %2 cobra por lo que atiende, aunque trabaje todas las horas.</translation>
    </message>
    <message>
        <source>No hybrid of %1 and %2 beats %2 alone: a replica pays for itself when busy %3 of the week&apos;s hours or more, but a fleet costs %4 a month before its first GPU.</source>
        <translation>Ningún híbrido de %1 y %2 mejora %2 sola: una réplica se paga si trabaja el %3 de las horas de la semana o más, pero una flota cuesta %4 al mes antes de su primera GPU.</translation>
    </message>
    <message>
        <source>The cheapest hybrid of %1 and %2 is %1 alone: a replica pays for itself when busy just %3 of the week&apos;s hours, so even the busiest hour is cheaper on GPUs of its own.</source>
        <translation>El híbrido más barato de %1 y %2 es %1 sola: una réplica se paga con solo trabajar el %3 de las horas de la semana, así que incluso la hora punta sale más barata en GPU propias.</translation>
    </message>
    <message>
        <source>%1 runs %2 GPUs for every hour up to %3 the average rate and sends the rest, %4 of the tokens, to %5.</source>
        <translation>%1 usa %2 GPU para cada hora hasta %3 el ritmo medio y envía el resto, el %4 de los tokens, a %5.</translation>
    </message>
    <message>
        <source>A replica costs the same busy or idle and pays for itself only when busy %1 of the week&apos;s hours or more; the load above the fleet comes in fewer hours, so %2 serves it for less.</source>
        <translation>Una réplica cuesta lo mismo ocupada que parada y solo se paga si trabaja el %1 de las horas de la semana o más; la carga por encima de la flota llega en menos horas, así que %2 la atiende por menos.</translation>
    </message>
    <message>
        <source>At %1 a day, %2 costs %3 a month, %4 less than %5 alone at %6.</source>
        <translation>Con %1 al día, %2 cuesta %3 al mes, %4 menos que %5 sola, con %6.</translation>
    </message>
    <message>
        <source>At %1 a day, %2 costs %3 a month, %4 more than %5 alone at %6.</source>
        <translation>Con %1 al día, %2 cuesta %3 al mes, %4 más que %5 sola, con %6.</translation>
    </message>
    <message>
        <source>At %1 a day, %2 and %3 alone both cost %4 a month.</source>
        <translation>Con %1 al día, %2 y %3 sola cuestan ambas %4 al mes.</translation>
    </message>
    <message>
        <source>The hybrid plan has been the cheaper since %1 a day, %2 today&apos;s volume.</source>
        <translation>El plan híbrido es lo más barato desde %1 al día, %2 el volumen actual.</translation>
    </message>
    <message>
        <source>The hybrid plan is the cheaper at every volume from %1 to %2 a day.</source>
        <translation>El plan híbrido es lo más barato en todo volumen de %1 a %2 al día.</translation>
    </message>
    <message>
        <source>the hybrid plan is cheaper above %1 a day, %2 today&apos;s volume</source>
        <translation>el plan híbrido es más barato por encima de %1 al día, %2 el volumen actual</translation>
    </message>
    <message>
        <source>self-hosting is cheaper above %1 a day, %2 today&apos;s volume</source>
        <translation>autoalojar es más barato por encima de %1 al día, %2 el volumen actual</translation>
    </message>
    <message>
        <source>the hybrid plan is cheaper at every volume from %1 a day</source>
        <translation>el plan híbrido es más barato en todo volumen desde %1 al día</translation>
    </message>
    <message>
        <source>self-hosting is cheaper at every volume from %1 a day</source>
        <translation>autoalojar es más barato a cualquier volumen desde %1 al día</translation>
    </message>
    <message>
        <source>the API stays cheaper up to %1 a day</source>
        <translation>la API sigue siendo más barata hasta %1 al día</translation>
    </message>
</context>
<context>
    <name>CatalogChoices</name>
    <message>
        <source>%1 — %2</source>
        <comment>catalog id — name</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>bajo demanda</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>reserved 1 year</source>
        <translation>reservada 1 año</translation>
    </message>
    <message>
        <source>reserved 3 years</source>
        <translation>reservada 3 años</translation>
    </message>
    <message>
        <source>%1 GiB, %2 per server</source>
        <translation>%1 GiB, %2 por servidor</translation>
    </message>
    <message>
        <source>, %1 W</source>
        <translation>, %1 W</translation>
    </message>
    <message>
        <source>, list price %1</source>
        <translation>, precio de lista %1</translation>
    </message>
    <message>
        <source>%1 B parameters, %2 B active, %3 tokens of context</source>
        <translation>%1 mil millones de parámetros, %2 mil millones activos, contexto de %3 tokens</translation>
    </message>
    <message>
        <source>%1 B parameters, %2 tokens of context</source>
        <translation>%1 mil millones de parámetros, contexto de %2 tokens</translation>
    </message>
    <message>
        <source>%1 per GPU-hour, %2; %3 %4</source>
        <translation>%1 por hora de GPU, %2; %3 %4</translation>
    </message>
    <message>
        <source>input %1, output %2 per 10⁶ tokens</source>
        <translation>entrada %1, salida %2 por 10⁶ tokens</translation>
    </message>
    <message>
        <source>; cached %1</source>
        <translation>; en caché %1</translation>
    </message>
    <message>
        <source>; batch −%1</source>
        <translation>; lotes −%1</translation>
    </message>
    <message>
        <source>as of %1, estimate</source>
        <translation>a fecha de %1, estimación</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>a fecha de %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>as of date · source</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>busiest hour %1× the average</source>
        <translation>hora punta %1× la media</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>A chart is exported to a file named .png or .svg.</source>
        <translation>El gráfico se exporta a un archivo con extensión .png o .svg.</translation>
    </message>
    <message>
        <source>The chart could not be drawn as %1.</source>
        <translation>No se ha podido dibujar el gráfico como %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
</context>
<context>
    <name>ChartImages</name>
    <message>
        <source>The folder %1 could not be made.</source>
        <translation>No se pudo crear la carpeta %1.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>chart, scenario</comment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>Cluster</name>
    <message>
        <source>Naive first fit</source>
        <translation>Primer hueco ingenuo</translation>
    </message>
    <message>
        <source>Rack-aware</source>
        <translation>Consciente del rack</translation>
    </message>
    <message>
        <source>Rack-aware with defragmentation</source>
        <translation>Consciente del rack con desfragmentación</translation>
    </message>
    <message>
        <source>naive first fit</source>
        <translation>el primer hueco ingenuo</translation>
    </message>
    <message>
        <source>rack-aware placement</source>
        <translation>la colocación consciente del rack</translation>
    </message>
    <message>
        <source>rack-aware placement with defragmentation</source>
        <translation>la colocación consciente del rack con desfragmentación</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Servicio</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>Ajuste fino</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Desarrollo</translation>
    </message>
    <message>
        <source>%1 rack</source>
        <translation>%1 rack</translation>
    </message>
    <message>
        <source>%1 racks</source>
        <translation>%1 racks</translation>
    </message>
    <message>
        <source>%1 server</source>
        <translation>%1 servidor</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <translation>%1 servidores</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs, %3 × %4, at %5 per GPU-hour (“%6”). %7 jobs over %8 days, seed %9.</source>
        <translation>%1 de %2 GPU, %3 × %4, a %5 por hora de GPU («%6»). %7 trabajos en %8 días, semilla %9.</translation>
    </message>
    <message>
        <source>%1 keeps %2 more (%3 GPUs) usefully busy than %4: worth %5 a year.</source>
        <translation>%1 mantiene %2 más (%3 GPU) ocupados con trabajo útil que %4: vale %5 al año.</translation>
    </message>
    <message>
        <source>%1 keeps %2 fewer (%3 GPUs) usefully busy than %4: %5 a year less.</source>
        <translation>%1 mantiene %2 menos (%3 GPU) ocupados con trabajo útil que %4: %5 menos al año.</translation>
    </message>
    <message>
        <source>Day %1, %2:00</source>
        <translation>Día %1, %2:00</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Aprovechable</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Ocupada</translation>
    </message>
    <message>
        <source>Stranded</source>
        <translation>Varada</translation>
    </message>
    <message>
        <source>Wait p50 / p95</source>
        <translation>Espera p50 / p95</translation>
    </message>
    <message>
        <source>Lost to
placement</source>
        <translation>Perdida por
colocación</translation>
    </message>
    <message>
        <source>Preemptions</source>
        <translation>Expulsiones</translation>
    </message>
    <message>
        <source>Per useful
GPU-hour</source>
        <translation>Por hora útil
de GPU</translation>
    </message>
    <message>
        <source>%1 / %2 h</source>
        <translation>%1 / %2 h</translation>
    </message>
    <message>
        <source>none useful</source>
        <translation>ninguna útil</translation>
    </message>
    <message>
        <source>Scheduler
efficiency</source>
        <translation>Eficiencia del
planificador</translation>
    </message>
</context>
<context>
    <name>CostItems</name>
    <message>
        <source>GPU rental</source>
        <translation>Alquiler de GPU</translation>
    </message>
    <message>
        <source>Cloud extras</source>
        <translation>Extras de la nube</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Amortización</translation>
    </message>
    <message>
        <source>Cost of capital</source>
        <translation>Coste de capital</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Electricidad</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Coubicación</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Mantenimiento</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otros</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
    <message>
        <source>One-time costs</source>
        <translation>Costes únicos</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Tokens de entrada</translation>
    </message>
    <message>
        <source>Cached input</source>
        <translation>Entrada en caché</translation>
    </message>
    <message>
        <source>Cache writes</source>
        <translation>Escrituras en caché</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Tokens de salida</translation>
    </message>
    <message>
        <source>Batch discount</source>
        <translation>Descuento por lotes</translation>
    </message>
    <message>
        <source>Committed-spend discount</source>
        <translation>Descuento por gasto comprometido</translation>
    </message>
    <message>
        <source>Unused commitment</source>
        <translation>Compromiso no usado</translation>
    </message>
</context>
<context>
    <name>DistributionText</name>
    <message>
        <source>Uniform</source>
        <translation>Uniforme</translation>
    </message>
    <message>
        <source>Triangular</source>
        <translation>Triangular</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Lognormal</source>
        <translation>Lognormal</translation>
    </message>
    <message>
        <source>PERT</source>
        <translation>PERT</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>de %1 a %2</translation>
    </message>
    <message>
        <source>%1 to %2, most likely %3</source>
        <translation>de %1 a %2, lo más probable %3</translation>
    </message>
    <message>
        <source>mean %1, standard deviation %2</source>
        <translation>media %1, desviación típica %2</translation>
    </message>
    <message>
        <source>typically %1, above %2 one time in ten</source>
        <translation>normalmente %1, por encima de %2 una vez de cada diez</translation>
    </message>
</context>
<context>
    <name>EditorActions</name>
    <message>
        <source>Self-hosted option %1</source>
        <translation>Opción autoalojada %1</translation>
    </message>
    <message>
        <source>API offer %1</source>
        <translation>Oferta de API %1</translation>
    </message>
    <message>
        <source>typed in</source>
        <translation>introducido a mano</translation>
    </message>
    <message>
        <source>Job class %1</source>
        <translation>Clase de trabajos %1</translation>
    </message>
    <message>
        <source>Hybrid plan %1</source>
        <translation>Plan híbrido %1</translation>
    </message>
</context>
<context>
    <name>EditorFields</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Shown as the document&apos;s title and in reports.</source>
        <translation>Se muestra como título del documento y en los informes.</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>The case in a few sentences, with the sources of its assumptions.</source>
        <translation>El caso en unas pocas frases, con las fuentes de sus supuestos.</translation>
    </message>
    <message>
        <source>Display currency</source>
        <translation>Moneda de visualización</translation>
    </message>
    <message>
        <source>The currency every result is shown in. Add an exchange rate to offer another.</source>
        <translation>Moneda en la que se muestran todos los resultados. Para ofrecer otra, añadir un tipo de cambio.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <source>ISO 4217</source>
        <translation>ISO 4217</translation>
    </message>
    <message>
        <source>Three capital letters, such as EUR; USD is the base of every rate.</source>
        <translation>Tres letras mayúsculas, como EUR; el USD es la base de todos los tipos.</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>The day the rate was read: YYYY-MM-DD, or YYYY-MM, YYYY, YYYY-Qn, YYYY-Hn.</source>
        <translation>Día en que se consultó el tipo: AAAA-MM-DD, o bien AAAA-MM, AAAA, AAAA-Qn (trimestre), AAAA-Hn (semestre).</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Where the rate was read, such as the ECB reference rates.</source>
        <translation>Dónde se consultó el tipo, por ejemplo, los tipos de referencia del BCE.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>The open-weight model every self-hosted option runs.</source>
        <translation>Modelo de pesos abiertos que ejecutan todas las opciones autoalojadas.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>precisión</translation>
    </message>
    <message>
        <source>The numeric format the weights are stored in.</source>
        <translation>Formato numérico en el que se almacenan los pesos.</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Caché KV</translation>
    </message>
    <message>
        <source>The numeric format of the KV cache; engines keep it in 16 bits unless told otherwise.</source>
        <translation>Formato numérico de la caché KV; los motores la guardan en 16 bits salvo que se indique otra cosa.</translation>
    </message>
    <message>
        <source>Unique among all options; comparisons refer to it.</source>
        <translation>Único entre todas las opciones; las comparaciones se refieren a él.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>The accelerator the option runs on.</source>
        <translation>Acelerador en el que se ejecuta la opción.</translation>
    </message>
    <message>
        <source>Paid for</source>
        <translation>Modalidad</translation>
    </message>
    <message>
        <source>Whether the GPUs are rented by the hour or bought.</source>
        <translation>Si las GPU se alquilan por horas o se compran.</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>Alquiladas</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>En propiedad</translation>
    </message>
    <message>
        <source>Cloud price</source>
        <translation>Precio en la nube</translation>
    </message>
    <message>
        <source>A catalog offer for the option&apos;s GPU, or none to type the price in.</source>
        <translation>Una oferta del catálogo para la GPU de la opción, o ninguna para escribir el precio a mano.</translation>
    </message>
    <message>
        <source>None: a typed-in price</source>
        <translation>Ninguna: precio introducido a mano</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>del catálogo</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Tarifa</translation>
    </message>
    <message>
        <source>Required without a catalog offer; with one it may only repeat the offer&apos;s own.</source>
        <translation>Obligatoria sin oferta del catálogo; con ella, solo puede repetir la de la propia oferta.</translation>
    </message>
    <message>
        <source>catalog offer&apos;s</source>
        <translation>de la oferta del catálogo</translation>
    </message>
    <message>
        <source>Spread over the horizon</source>
        <translation>Repartir en el horizonte</translation>
    </message>
    <message>
        <source>Spread one-time costs evenly over the horizon, or count them in the first month.</source>
        <translation>Repartir los costes únicos a partes iguales a lo largo del horizonte, o imputarlos en el primer mes.</translation>
    </message>
    <message>
        <source>Fine-tuning run</source>
        <translation>Ajuste fino</translation>
    </message>
    <message>
        <source>A fine-tuning run before serving, costed from its compute and counted against every self-hosted option.</source>
        <translation>Un entrenamiento de ajuste fino antes de servir el modelo, valorado según su cómputo e imputado a todas las opciones autoalojadas.</translation>
    </message>
    <message>
        <source>The accelerator rented for the run.</source>
        <translation>Acelerador alquilado para el entrenamiento.</translation>
    </message>
    <message>
        <source>API price</source>
        <translation>Precio de la API</translation>
    </message>
    <message>
        <source>A catalog entry, or none to type every price in.</source>
        <translation>Una entrada del catálogo, o ninguna para escribir todos los precios a mano.</translation>
    </message>
    <message>
        <source>None: typed-in prices</source>
        <translation>Ninguna: precios introducidos a mano</translation>
    </message>
    <message>
        <source>Enter a value.</source>
        <translation>Introducir un valor.</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation>«%1» no es un número.</translation>
    </message>
    <message>
        <source>“%1” is not a currency code.</source>
        <translation>«%1» no es un código de moneda.</translation>
    </message>
    <message>
        <source>Change %1</source>
        <comment>undo step; %1 is a field&apos;s label</comment>
        <translation>Cambiar %1</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>INT4</source>
        <translation>INT4</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>Bajo demanda</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Reserved, 1 year</source>
        <translation>Reservada, 1 año</translation>
    </message>
    <message>
        <source>Reserved, 3 years</source>
        <translation>Reservada, 3 años</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Servicio</translation>
    </message>
    <message>
        <source>Aggregated instances prefill and decode together; disaggregated ones hand prompts from prefill to decode instances; best lets the search choose.</source>
        <translation>Las instancias agregadas prellenan y decodifican juntas; las desagregadas pasan los prompts de instancias de prellenado a instancias de decodificación; la mejor deja elegir a la búsqueda.</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>La mejor</translation>
    </message>
    <message>
        <source>Aggregated</source>
        <translation>Agregado</translation>
    </message>
    <message>
        <source>Disaggregated</source>
        <translation>Desagregado</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Default: %1.</source>
        <comment>a number&apos;s value when the file leaves it out</comment>
        <translation>Por defecto: %1.</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>sin fijar</translation>
    </message>
    <message>
        <source>YYYY-MM-DD or YYYY-MM</source>
        <translation>AAAA-MM-DD o AAAA-MM</translation>
    </message>
    <message>
        <source>Simulate a GPU cluster</source>
        <translation>Simular un clúster de GPU</translation>
    </message>
    <message>
        <source>A cluster of scale-up domains running training, fine-tuning, development and serving jobs, scheduled under each policy in the Cluster tab; the costs do not depend on it.</source>
        <translation>Un clúster de dominios de escalado vertical que ejecuta trabajos de entrenamiento, ajuste fino, desarrollo y servicio, planificados con cada política en la pestaña Clúster; los costes no dependen de él.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Opción</translation>
    </message>
    <message>
        <source>The self-hosted option, by its name, whose GPU and price the cluster has.</source>
        <translation>La opción autoalojada, por su nombre, cuya GPU y precio tiene el clúster.</translation>
    </message>
    <message>
        <source>Scheduler</source>
        <translation>Planificador</translation>
    </message>
    <message>
        <source>The cluster&apos;s own scheduling policy; the Cluster tab compares all three.</source>
        <translation>La política de planificación propia del clúster; la pestaña Clúster compara las tres.</translation>
    </message>
    <message>
        <source>Naive first fit</source>
        <translation>Primer hueco ingenuo</translation>
    </message>
    <message>
        <source>Rack-aware</source>
        <translation>Consciente del rack</translation>
    </message>
    <message>
        <source>Defragmenting</source>
        <translation>Con desfragmentación</translation>
    </message>
    <message>
        <source>Serving replicas</source>
        <translation>Réplicas de servicio</translation>
    </message>
    <message>
        <source>Replicas that run throughout: typed here, or the fleet the sizing builds for the option at the scenario&apos;s volume, with its layout.</source>
        <translation>Réplicas que funcionan todo el tiempo: escritas aquí, o la flota que el dimensionado forma para la opción al volumen del escenario, con su disposición.</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Escritas</translation>
    </message>
    <message>
        <source>The sizing&apos;s fleet</source>
        <translation>Flota del dimensionado</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>May stop environments</source>
        <translation>Puede detener entornos</translation>
    </message>
    <message>
        <source>Whether defragmentation, moving jobs to free a whole domain, may stop development environments too.</source>
        <translation>Si la desfragmentación, que mueve trabajos para liberar un dominio entero, puede detener también los entornos de desarrollo.</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Traza</translation>
    </message>
    <message>
        <source>A CSV trace of jobs to replay instead of the mix, relative to the scenario file.</source>
        <translation>Una traza CSV de trabajos que se reproduce en lugar de la mezcla, relativa al archivo del escenario.</translation>
    </message>
    <message>
        <source>none: the job mix</source>
        <translation>ninguna: la mezcla de trabajos</translation>
    </message>
    <message>
        <source>What the class of jobs is, for people.</source>
        <translation>Qué es la clase de trabajos, para las personas.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>What the jobs are, which decides whether they may be stopped.</source>
        <translation>Qué son los trabajos, de lo que depende si se pueden detener.</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>Ajuste fino</translation>
    </message>
    <message>
        <source>Development environment</source>
        <translation>Entorno de desarrollo</translation>
    </message>
    <message>
        <source>Checkpointable</source>
        <translation>Con puntos de control</translation>
    </message>
    <message>
        <source>Whether defragmentation may stop a job and resume it elsewhere.</source>
        <translation>Si la desfragmentación puede detener un trabajo y reanudarlo en otro lugar.</translation>
    </message>
    <message>
        <source>Must share a domain</source>
        <translation>Debe compartir un dominio</translation>
    </message>
    <message>
        <source>Whether a job waits for as few domains as its size allows, one when it fits one.</source>
        <translation>Si un trabajo espera tantos dominios como su tamaño permita, como mínimo, uno si cabe en uno.</translation>
    </message>
    <message>
        <source>the GPU&apos;s</source>
        <translation>según la GPU</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Amortización</translation>
    </message>
    <message>
        <source>How the books write the servers off, for the P&amp;L view: the same amount each month, or a share of what is left, more at first.</source>
        <translation>Cómo amortiza la contabilidad los servidores, para la vista de resultados: lo mismo cada mes, o una parte de lo que queda, más al principio.</translation>
    </message>
    <message>
        <source>Straight-line</source>
        <translation>Lineal</translation>
    </message>
    <message>
        <source>Declining balance</source>
        <translation>Decreciente</translation>
    </message>
    <message>
        <source>Load over the week</source>
        <translation>Carga durante la semana</translation>
    </message>
    <message>
        <source>How the traffic spreads over the hours of the day and the days of the week, which sizes the fleet for the busiest hour and a hybrid plan&apos;s fleet for part of the load.</source>
        <translation>Cómo se reparte el tráfico entre las horas del día y los días de la semana; de ello depende la flota para la hora de más carga y la flota de un plan híbrido para parte de la carga.</translation>
    </message>
    <message>
        <source>A catalog profile</source>
        <translation>Un perfil del catálogo</translation>
    </message>
    <message>
        <source>Typed hours and days</source>
        <translation>Horas y días introducidos</translation>
    </message>
    <message>
        <source>One ratio: peak to average</source>
        <translation>Una razón: pico sobre media</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>A measured or stated week of traffic from the catalog, with its source.</source>
        <translation>Una semana de tráfico medida o declarada del catálogo, con su fuente.</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Horas</translation>
    </message>
    <message>
        <source>24, from midnight</source>
        <translation>24, desde medianoche</translation>
    </message>
    <message>
        <source>The relative rate through each hour of the day in the users&apos; local time, from midnight; only the ratios matter.</source>
        <translation>La tasa relativa de cada hora del día en la hora local de los usuarios, desde medianoche; solo cuentan las proporciones.</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Días</translation>
    </message>
    <message>
        <source>7, from Monday</source>
        <translation>7, desde el lunes</translation>
    </message>
    <message>
        <source>The relative volume of each day of the week, from Monday; only the ratios matter.</source>
        <translation>El volumen relativo de cada día de la semana, desde el lunes; solo cuentan las proporciones.</translation>
    </message>
    <message>
        <source>Base load on</source>
        <translation>Carga base en</translation>
    </message>
    <message>
        <source>The self-hosted option whose fleet serves the base of the load; it must run around the clock.</source>
        <translation>La opción autoalojada cuya flota atiende la carga base; debe funcionar las 24 horas.</translation>
    </message>
    <message>
        <source>Peaks to</source>
        <translation>Picos a</translation>
    </message>
    <message>
        <source>The API offer that takes the traffic above the fleet&apos;s capacity.</source>
        <translation>La oferta de API que recibe el tráfico por encima de la capacidad de la flota.</translation>
    </message>
    <message>
        <source>least cost</source>
        <translation>menor coste</translation>
    </message>
    <message>
        <source>Enter numbers apart by semicolons.</source>
        <translation>Introduzca números separados por punto y coma.</translation>
    </message>
    <message>
        <source>Reserved for a term</source>
        <translation>Reservadas por un plazo</translation>
    </message>
    <message>
        <source>GPUs reserved at the option&apos;s price for a term, billed whether the workload needs them or not.</source>
        <translation>GPU reservadas al precio de la opción por un plazo, facturadas las necesite o no la carga.</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Pago</translation>
    </message>
    <message>
        <source>Month by month, or each term whole at its start (the cash view; the P&amp;L spreads it).</source>
        <translation>Mes a mes, o cada plazo entero al comenzar (la vista de caja; la cuenta de resultados lo reparte).</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>Mensual</translation>
    </message>
    <message>
        <source>Up front</source>
        <translation>Por adelantado</translation>
    </message>
    <message>
        <source>Committed spend</source>
        <translation>Gasto comprometido</translation>
    </message>
    <message>
        <source>A monthly spend promised for a term: the bill never falls below it.</source>
        <translation>Un gasto mensual prometido por un plazo: la factura nunca baja de él.</translation>
    </message>
    <message>
        <source>Memory accounting</source>
        <translation>Cómputo de la memoria</translation>
    </message>
    <message>
        <source>What the memory share is of: the memory weights and runtime leave, which the KV cache takes (TensorRT-LLM), or the whole device, which they all share (vLLM).</source>
        <translation>De qué es la parte de memoria: de la memoria que dejan los pesos y el entorno de ejecución, que ocupa la caché KV (TensorRT-LLM), o del dispositivo entero, que comparten todos (vLLM).</translation>
    </message>
    <message>
        <source>Free memory (TensorRT-LLM)</source>
        <translation>Memoria libre (TensorRT-LLM)</translation>
    </message>
    <message>
        <source>Device memory (vLLM)</source>
        <translation>Memoria del dispositivo (vLLM)</translation>
    </message>
    <message>
        <source>Balanced attention ranks</source>
        <translation>Rangos de atención equilibrados</translation>
    </message>
    <message>
        <source>Attention ranks take new prompts in the same step, so each step&apos;s prefill is shared evenly (TensorRT-LLM&apos;s attention_dp_config.enable_balance).</source>
        <translation>Los rangos de atención admiten prompts nuevos en el mismo paso, de modo que el prefill de cada paso se reparte por igual (attention_dp_config.enable_balance de TensorRT-LLM).</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>%1 B</source>
        <comment>billions of tokens</comment>
        <translation>%1 mil millones</translation>
    </message>
    <message>
        <source>%1 M</source>
        <comment>millions of tokens</comment>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>%1 k</source>
        <comment>thousands of tokens</comment>
        <translation>%1 k</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1×</source>
        <comment>a multiple of a volume</comment>
        <translation>%1×</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>option, input</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>currency, unit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>input, unit</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 T</source>
        <comment>trillions of tokens</comment>
        <translation>%1 billones</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>the ends of a range</comment>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>÷%1 to ×%1</source>
        <comment>a range by a factor either way of a value</comment>
        <translation>÷%1 a ×%1</translation>
    </message>
    <message>
        <source>−%1%</source>
        <comment>a range below a value</comment>
        <translation>−%1%</translation>
    </message>
    <message>
        <source>+%1%</source>
        <comment>a range above a value</comment>
        <translation>+%1%</translation>
    </message>
    <message>
        <source>±%1%</source>
        <comment>a range either way of a value</comment>
        <translation>±%1%</translation>
    </message>
    <message>
        <source>−%1% to +%2%</source>
        <comment>a range below and above a value</comment>
        <translation>−%1% a +%2%</translation>
    </message>
    <message>
        <source>%1 k</source>
        <comment>an axis label in thousands</comment>
        <translation>%1 k</translation>
    </message>
    <message>
        <source>%1 M</source>
        <comment>an axis label in millions</comment>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>%1 B</source>
        <comment>an axis label in billions (10^9)</comment>
        <translation>%1 mil M</translation>
    </message>
    <message>
        <source>%1 T</source>
        <comment>an axis label in trillions (10^12)</comment>
        <translation>%1 bill.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a value, its unit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>% %1</source>
        <comment>what a percentage is of: &quot;of input&quot;, &quot;a year&quot;</comment>
        <translation>% %1</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <comment>what an analysis measures</comment>
        <translation>%1 por millón de tokens</translation>
    </message>
    <message>
        <source>%1 minus %2, a month</source>
        <comment>what an analysis measures</comment>
        <translation>%1 menos %2, al mes</translation>
    </message>
    <message numerus="yes">
        <source>%1 minus %2 over %n months</source>
        <comment>what an analysis measures</comment>
        <translation>
            <numerusform>%1 menos %2 en %n mes</numerusform>
            <numerusform>%1 menos %2 en %n meses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 minus %2 over %n months, discounted to today</source>
        <comment>what an analysis measures</comment>
        <translation>
            <numerusform>%1 menos %2 en %n mes, descontado a hoy</numerusform>
            <numerusform>%1 menos %2 en %n meses, descontado a hoy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: unused commitment over %n months</source>
        <comment>what an analysis measures</comment>
        <translation>
            <numerusform>%1: compromiso no usado en %n mes</numerusform>
            <numerusform>%1: compromiso no usado en %n meses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GoalSeekDialog</name>
    <message>
        <source>Choose two different options.</source>
        <translation>Elegir dos opciones distintas.</translation>
    </message>
    <message>
        <source>Choose the input to change.</source>
        <translation>Elegir el dato que cambiar.</translation>
    </message>
    <message>
        <source>Goal seek %1</source>
        <translation>Buscar objetivo: %1</translation>
    </message>
    <message>
        <source>the cost per million tokens of %1</source>
        <translation>el coste por millón de tokens de %1</translation>
    </message>
    <message>
        <source>the monthly cost of %1 less that of %2</source>
        <translation>el coste mensual de %1 menos el de %2</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>%1 por millón de tokens</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation>%1 al mes</translation>
    </message>
    <message>
        <source>The two never cost exactly the same: at %1 a fleet adds GPUs, and %2 goes from %3 to %4 more than %5.</source>
        <translation>Nunca cuestan exactamente lo mismo: con %1 una flota añade GPU, y %2 pasa de costar %3 a %4 más que %5.</translation>
    </message>
    <message>
        <source>Nothing gives exactly %1: at %2 a fleet adds GPUs, and %3 jumps from %4 to %5.</source>
        <translation>Ningún valor da exactamente %1: con %2 una flota añade GPU, y %3 salta de %4 a %5.</translation>
    </message>
    <message>
        <source>%1 and %2 cost the same at %3 (now %4).</source>
        <translation>%1 y %2 cuestan lo mismo con %3 (ahora %4).</translation>
    </message>
    <message>
        <source>%1 costs %2 more than %3 at %4 (now %5).</source>
        <translation>%1 cuesta %2 más que %3 con %4 (ahora %5).</translation>
    </message>
    <message>
        <source>%1 costs %2 less than %3 at %4 (now %5).</source>
        <translation>%1 cuesta %2 menos que %3 con %4 (ahora %5).</translation>
    </message>
    <message>
        <source>%1 costs %2 at %3 (now %4).</source>
        <translation>%1 cuesta %2 con %3 (ahora %4).</translation>
    </message>
    <message>
        <source>It passes the target %1 times between %2 and %3; this is the lowest.</source>
        <translation>Cruza el objetivo %1 veces entre %2 y %3; este es el valor más bajo.</translation>
    </message>
    <message>
        <source>No solution: a self-hosted option it compares cannot run anywhere from %1 to %2.</source>
        <translation>Sin solución: una opción autoalojada que compara no puede funcionar en ningún punto de %1 a %2.</translation>
    </message>
    <message>
        <source>No solution from %1 to %2: %3 of %4 alone comes to %5 at every value, more than all of %6 (%7 at %8, where the two come nearest).</source>
        <translation>Sin solución de %1 a %2: solo %3 de %4 suma %5 con cualquier valor, más que todo %6 (%7 con %8, donde ambos más se acercan).</translation>
    </message>
    <message>
        <source>No solution from %1 to %2: %3 stays between %4 and %5, always above the target of %6; it comes nearest at %7.</source>
        <translation>Sin solución de %1 a %2: %3 se mantiene entre %4 y %5, siempre por encima del objetivo de %6; se acerca más con %7.</translation>
    </message>
    <message>
        <source>No solution from %1 to %2: %3 stays between %4 and %5, always below the target of %6; it comes nearest at %7.</source>
        <translation>Sin solución de %1 a %2: %3 se mantiene entre %4 y %5, siempre por debajo del objetivo de %6; se acerca más con %7.</translation>
    </message>
    <message>
        <source>Choose the options to compare.</source>
        <translation>Elija las opciones que comparar.</translation>
    </message>
    <message>
        <source>Type the target as a number.</source>
        <translation>Escriba el objetivo como un número.</translation>
    </message>
</context>
<context>
    <name>Headline</name>
    <message numerus="yes">
        <source>%1 (%2, %n days)</source>
        <extracomment>An option whose price is old, its price&apos;s date and its age: &quot;Claude Opus 4.5 API (2026-07-24, 135 days)&quot;.</extracomment>
        <translation>
            <numerusform>%1 (%2, %n día)</numerusform>
            <numerusform>%1 (%2, %n días)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: catalog entry %2 as of %3, trusted for %n days</source>
        <translation>
            <numerusform>%1: entrada del catálogo %2 a fecha de %3, fiable durante %n día</numerusform>
            <numerusform>%1: entrada del catálogo %2 a fecha de %3, fiable durante %n días</numerusform>
        </translation>
    </message>
    <message>
        <source>Prices older than they are trusted: %1.</source>
        <translation>Precios más antiguos que el plazo fijado: %1.</translation>
    </message>
</context>
<context>
    <name>HelpDialogs</name>
    <message>
        <source>Breakeven User Guide</source>
        <translation>Guía del usuario de Breakeven</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atajo</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Breakeven scenarios (*%1);;JSON files (*.json)</source>
        <translation>Escenarios de Breakeven (*%1);;Archivos JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>MoneyLines</name>
    <message>
        <source>Servers bought</source>
        <translation>Servidores comprados</translation>
    </message>
    <message>
        <source>Servers sold or kept</source>
        <translation>Servidores vendidos o conservados</translation>
    </message>
    <message>
        <source>Running costs</source>
        <translation>Costes corrientes</translation>
    </message>
    <message>
        <source>One-time costs</source>
        <translation>Costes únicos</translation>
    </message>
    <message>
        <source>Net cash out</source>
        <translation>Salida neta de caja</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Amortización</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Gasto</translation>
    </message>
    <message>
        <source>Prepaid commitments</source>
        <translation>Compromisos prepagados</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>The report could not be written to %1: %2.</source>
        <translation>No se pudo escribir el informe en %1: %2.</translation>
    </message>
    <message>
        <source>%1 · %2 · Breakeven %3</source>
        <translation>%1 · %2 · Breakeven %3</translation>
    </message>
    <message>
        <source>the PDF could not be drawn</source>
        <translation>no se pudo dibujar el PDF</translation>
    </message>
</context>
<context>
    <name>PriceUpdate</name>
    <message>
        <source>none</source>
        <comment>a price list gives no figure</comment>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>Cache read</source>
        <translation>Lectura de caché</translation>
    </message>
    <message>
        <source>Cache write</source>
        <translation>Escritura de caché</translation>
    </message>
    <message>
        <source>Batch discount</source>
        <translation>Descuento por lotes</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>Por hora de GPU</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>Cost of serving %1: self-hosted GPUs against per-token APIs. Prepared on %2 with Breakeven %3.</source>
        <translation>Coste de servir %1: GPU propias o alquiladas frente a API de pago por token. Preparado el %2 con Breakeven %3.</translation>
    </message>
    <message>
        <source>Every amount is in %1, before taxes, and for a month unless the text says otherwise. Volumes count input and output tokens together.</source>
        <translation>Todos los importes están en %1, sin impuestos, y son mensuales salvo que el texto diga otra cosa. Los volúmenes suman los tokens de entrada y de salida.</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>La respuesta</translation>
    </message>
    <message>
        <source>Volume today</source>
        <translation>Volumen actual</translation>
    </message>
    <message>
        <source>%1 tokens a day, %2 a month</source>
        <translation>%1 tokens al día, %2 al mes</translation>
    </message>
    <message>
        <source>Break-even volume, %1 against %2</source>
        <translation>Volumen de equilibrio, %1 frente a %2</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Cifra</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>The options compared</source>
        <translation>Las opciones comparadas</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>mes %1</translation>
    </message>
    <message>
        <source>none within %1 months</source>
        <translation>ninguno en %1 meses</translation>
    </message>
    <message>
        <source>Break-even and crossover</source>
        <translation>Equilibrio y cruce</translation>
    </message>
    <message>
        <source>Self-hosted</source>
        <translation>Autoalojada</translation>
    </message>
    <message>
        <source>API offer</source>
        <translation>Oferta de API</translation>
    </message>
    <message>
        <source>Break-even volume</source>
        <translation>Volumen de equilibrio</translation>
    </message>
    <message>
        <source>Crossover</source>
        <translation>Cruce</translation>
    </message>
    <message>
        <source>Monthly costs, item by item</source>
        <translation>Costes mensuales, partida por partida</translation>
    </message>
    <message>
        <source>What each option costs in a month at today&apos;s volume, in %1. Discounts are negative. One-time costs appear spread over the horizon when the scenario amortizes them.</source>
        <translation>Lo que cuesta cada opción en un mes al volumen actual, en %1. Los descuentos son negativos. Los costes únicos aparecen repartidos en el horizonte cuando el escenario los amortiza.</translation>
    </message>
    <message>
        <source>Total a month</source>
        <translation>Total al mes</translation>
    </message>
    <message>
        <source>Sizing: why this many GPUs</source>
        <translation>Dimensionado: por qué tantas GPU</translation>
    </message>
    <message>
        <source>A fleet is sized for the busiest hour. The model must fit a replica&apos;s GPUs with room for the KV cache; a replica&apos;s throughput at the workload&apos;s speed target, loaded to the target utilization, sets how many tokens a day it serves; the fleet has the whole replicas the volume needs, in whole servers or instances.</source>
        <translation>Una flota se dimensiona para la hora de más carga. El modelo debe caber en las GPU de una réplica con espacio para la caché KV; el rendimiento de una réplica a la velocidad objetivo de la carga, con la utilización objetivo, fija cuántos tokens al día sirve; la flota tiene las réplicas enteras que el volumen necesita, en servidores o instancias enteros.</translation>
    </message>
    <message>
        <source>This option cannot run: %1</source>
        <translation>Esta opción no puede funcionar: %1</translation>
    </message>
    <message>
        <source>The weights of %1 at %2 take %3 in all. One replica spans %4 %5 GPUs and leaves %6 per GPU for the KV cache, room for %7 tokens of context. It serves %8 at a batch of %9 sequences.</source>
        <translation>Los pesos de %1 en %2 ocupan %3 en total. Una réplica abarca %4 GPU %5 y deja %6 por GPU para la caché KV, espacio para %7 tokens de contexto. Sirve %8 con lotes de %9 secuencias.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1, %2 usable</source>
        <translation>%1, %2 utilizables</translation>
    </message>
    <message>
        <source>Precision of weights / KV cache</source>
        <translation>Precisión de pesos / caché KV</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Memory budget per GPU</source>
        <translation>Memoria disponible por GPU</translation>
    </message>
    <message>
        <source>Weights per GPU</source>
        <translation>Pesos por GPU</translation>
    </message>
    <message>
        <source>Activations and runtime per GPU</source>
        <translation>Activaciones y entorno de ejecución por GPU</translation>
    </message>
    <message>
        <source>KV cache per GPU</source>
        <translation>Caché KV por GPU</translation>
    </message>
    <message>
        <source>KV cache per token of context</source>
        <translation>Caché KV por token de contexto</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>Concurrent sequences the KV cache holds</source>
        <translation>Secuencias simultáneas que caben en la caché KV</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Lote</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 secuencias</translation>
    </message>
    <message>
        <source>Speed each user sees</source>
        <translation>Velocidad que ve cada usuario</translation>
    </message>
    <message>
        <source>%1 output tokens/s</source>
        <translation>%1 tokens de salida/s</translation>
    </message>
    <message>
        <source>Throughput per replica, input and output</source>
        <translation>Rendimiento por réplica, entrada y salida</translation>
    </message>
    <message>
        <source>Busiest hour&apos;s demand</source>
        <translation>Demanda en la hora de más carga</translation>
    </message>
    <message>
        <source>Planned volume per replica</source>
        <translation>Volumen planificado por réplica</translation>
    </message>
    <message>
        <source>%1 tokens a day</source>
        <translation>%1 tokens al día</translation>
    </message>
    <message>
        <source>Replicas needed / in the fleet</source>
        <translation>Réplicas necesarias / en la flota</translation>
    </message>
    <message>
        <source>GPUs in the fleet</source>
        <translation>GPU en la flota</translation>
    </message>
    <message>
        <source>%1 (in units of %2, at least %3)</source>
        <translation>%1 (en unidades de %2, al menos %3)</translation>
    </message>
    <message>
        <source>Average utilization</source>
        <translation>Utilización media</translation>
    </message>
    <message>
        <source>scenario file</source>
        <translation>archivo del escenario</translation>
    </message>
    <message>
        <source>%1 as of %2</source>
        <translation>%1 a fecha de %2</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Supuestos</translation>
    </message>
    <message>
        <source>Every input of the scenario, with its unit and its place in the scenario file. A figure taken from the catalog names its source, listed below by number, and the date the figure describes.</source>
        <translation>Cada dato de entrada del escenario, con su unidad y su lugar en el archivo del escenario. Una cifra tomada del catálogo indica su fuente, numerada en la lista de abajo, y la fecha a la que se refiere.</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>%1 (estimate)</source>
        <translation>%1 (estimación)</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>What matters most</source>
        <translation>Qué pesa más</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Mínimo</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Máximo</translation>
    </message>
    <message>
        <source>How sure are we: Monte Carlo</source>
        <translation>Cuán seguros estamos: Monte Carlo</translation>
    </message>
    <message>
        <source>The inputs below were drawn together from their distributions %1 times (seed %2) and the outcome, %3, computed for each draw with the whole cost model.</source>
        <translation>Los datos de abajo se sortearon juntos de sus distribuciones %1 veces (semilla %2) y el resultado, %3, se calculó para cada sorteo con el modelo de costes completo.</translation>
    </message>
    <message>
        <source>Probability that %1 costs less than %2: %3.</source>
        <translation>Probabilidad de que %1 cueste menos que %2: %3.</translation>
    </message>
    <message>
        <source>P5</source>
        <translation>P5</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50 (median)</source>
        <translation>P50 (mediana)</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Estadístico</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>Distribución</translation>
    </message>
    <message>
        <source>Rank correlation</source>
        <translation>Correlación de rangos</translation>
    </message>
    <message>
        <source>Share of variance</source>
        <translation>Parte de la varianza</translation>
    </message>
    <message>
        <source>%1 samples in which a self-hosted option could not run are left out.</source>
        <translation>Se excluyen %1 muestras en las que una opción autoalojada no podía funcionar.</translation>
    </message>
    <message>
        <source>Volume.</source>
        <translation>Volumen.</translation>
    </message>
    <message>
        <source>A month is 30.4375 days; the request&apos;s input and output tokens set the mix, and input splits into cached, cache-written and plain tokens.</source>
        <translation>Un mes son 30,4375 días; los tokens de entrada y de salida de la petición fijan la mezcla, y la entrada se divide en tokens en caché, escritos en caché y normales.</translation>
    </message>
    <message>
        <source>API offers.</source>
        <translation>Ofertas de API.</translation>
    </message>
    <message>
        <source>Each token class is priced once at its catalog price; the batch discount applies to the batched share, the committed-spend discount last. An API bill is proportional to volume.</source>
        <translation>Cada clase de token se cobra una vez a su precio de catálogo; el descuento por lotes se aplica a la parte enviada por lotes, y el descuento por gasto comprometido, al final. Una factura de API es proporcional al volumen.</translation>
    </message>
    <message>
        <source>Self-hosted options.</source>
        <translation>Opciones autoalojadas.</translation>
    </message>
    <message>
        <source>Sizing finds every layout of GPUs that holds the model with room for its KV cache and estimates its throughput from the GPU&apos;s memory bandwidth and compute, with efficiency factors calibrated on published measurements. The fleet is the fewest GPUs whose replicas serve the busiest hour. Rented GPUs cost their hourly price plus the cloud&apos;s extras; owned servers are depreciated to their residual value over their life, with the cost of capital, power at the site&apos;s PUE, colocation and maintenance. Staff, software and other costs are added to either.</source>
        <translation>El dimensionado encuentra cada disposición de GPU que aloja el modelo con espacio para su caché KV y estima su rendimiento a partir del ancho de banda de memoria y la capacidad de cálculo de la GPU, con factores de eficiencia calibrados con mediciones publicadas. La flota es el menor número de GPU cuyas réplicas sirven la hora de más carga. Las GPU alquiladas cuestan su precio por hora más los extras de la nube; los servidores propios se amortizan hasta su valor residual a lo largo de su vida, con el coste del capital, la electricidad con el PUE del centro, el alojamiento y el mantenimiento. El personal, el software y otros costes se suman en ambos casos.</translation>
    </message>
    <message>
        <source>Break-even and time.</source>
        <translation>Equilibrio y tiempo.</translation>
    </message>
    <message>
        <source>The break-even volume is exact: a fleet&apos;s cost is a staircase in volume, an API bill a line, and the search walks the stairs. Over the horizon, each month&apos;s fleet follows that month&apos;s volume; the net present value discounts each month at the scenario&apos;s yearly rate.</source>
        <translation>El volumen de equilibrio es exacto: el coste de una flota es una escalera en el volumen, una factura de API una recta, y la búsqueda recorre los peldaños. A lo largo del horizonte, la flota de cada mes sigue el volumen de ese mes; el valor actual neto descuenta cada mes al tipo anual del escenario.</translation>
    </message>
    <message>
        <source>Currencies.</source>
        <translation>Monedas.</translation>
    </message>
    <message>
        <source>Every amount is converted into the display currency at the exchange rates the scenario states, with their dates, before anything is added up.</source>
        <translation>Cada importe se convierte a la moneda de presentación a los tipos de cambio que indica el escenario, con sus fechas, antes de sumar nada.</translation>
    </message>
    <message>
        <source>Prices are flat: no volume tiers, no long-context surcharges, no price changes over the horizon.</source>
        <translation>Los precios son fijos: sin tramos por volumen, sin recargos por contexto largo y sin cambios de precio a lo largo del horizonte.</translation>
    </message>
    <message>
        <source>Growth is smooth; the peak factor covers the busiest hour, not seasonal peaks.</source>
        <translation>El crecimiento es continuo; el factor de pico cubre la hora de más carga, no los picos estacionales.</translation>
    </message>
    <message>
        <source>An owned fleet is kept to the end of the horizon; servers are not sold at their remaining value.</source>
        <translation>Una flota propia se conserva hasta el final del horizonte; los servidores no se venden por su valor restante.</translation>
    </message>
    <message>
        <source>Taxes, and the tax treatment of depreciation, are not modelled.</source>
        <translation>No se modelan los impuestos ni el tratamiento fiscal de la amortización.</translation>
    </message>
    <message>
        <source>The API is assumed to serve the whole volume at its list quality and speed; rate limits and the difference in quality between models are the reader&apos;s judgement.</source>
        <translation>Se supone que la API sirve todo el volumen con la calidad y la velocidad anunciadas; los límites de uso y la diferencia de calidad entre modelos quedan al juicio del lector.</translation>
    </message>
    <message>
        <source>Serving engines differ more than one set of efficiency factors can say: throughput estimates for dense models land within about 15 % of published measurements, those for mixtures of experts within about 35 %.</source>
        <translation>Los motores de inferencia difieren más de lo que puede expresar un único conjunto de factores de eficiencia: las estimaciones de rendimiento de los modelos densos quedan a un 15 % aproximadamente de las mediciones publicadas, y las de las mezclas de expertos, a un 35 %.</translation>
    </message>
    <message>
        <source>Time to first token and queueing delay are not estimated; the speed target bounds only the decoding speed.</source>
        <translation>No se estiman el tiempo hasta el primer token ni la espera en cola; la velocidad objetivo solo acota la velocidad de decodificación.</translation>
    </message>
    <message>
        <source>Method and limits</source>
        <translation>Método y límites</translation>
    </message>
    <message>
        <source>What the model leaves out</source>
        <translation>Lo que el modelo deja fuera</translation>
    </message>
    <message>
        <source>Loaded to %1 at the busiest hour, %2 of the day&apos;s average, with %3 of the GPUs able to hold a replica, it is planned for %4 tokens a day. Today&apos;s %5 tokens a day need %6 of them; the fleet&apos;s %7 GPUs hold %8, busy %9 of the time.</source>
        <translation>Cargada al %1 en la hora de más carga, %2 la media del día, y con el %3 de las GPU capaces de alojar una réplica, se planifica para %4 tokens al día. Los %5 tokens al día actuales necesitan %6; las %7 GPU de la flota alojan %8, ocupadas el %9 del tiempo.</translation>
    </message>
    <message>
        <source>Sized as %1: the same replicas, and a fleet of the same %2 GPUs.</source>
        <translation>Dimensionada como %1: las mismas réplicas y una flota de las mismas %2 GPU.</translation>
    </message>
    <message>
        <source>%1 (in units of %2)</source>
        <translation>%1 (en unidades de %2)</translation>
    </message>
    <message>
        <source>The case</source>
        <translation>El caso</translation>
    </message>
    <message>
        <source>Layout of a replica</source>
        <translation>Disposición de una réplica</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Tiempo hasta el primer token</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>No layout and batch gives each user the target of %1 output tokens a second; this is the fastest.</source>
        <translation>Ninguna disposición ni lote da a cada usuario el objetivo de %1 tokens de salida por segundo; esta es la más rápida.</translation>
    </message>
    <message>
        <source> and a first token within %1 ms</source>
        <translation> y un primer token en %1 ms</translation>
    </message>
    <message>
        <source>The search tried every way of spreading the model over %1 GPUs (tensor, pipeline, attention-data and expert parallelism; prefill and decoding together or apart), each at the largest batch that gives each user %2 output tokens a second%3. Of the %4 layouts a fleet could be built of, %5 takes the fewest GPUs at today&apos;s volume.</source>
        <translation>La búsqueda probó todas las formas de repartir el modelo entre GPU %1 (paralelismo tensorial, de pipeline, de datos en atención y de expertos; prellenado y decodificación juntos o por separado), cada una con el mayor lote que da a cada usuario %2 tokens de salida por segundo%3. De las %4 disposiciones con las que podría formarse la flota, %5 necesita menos GPU con el volumen actual.</translation>
    </message>
    <message>
        <source>%1 serves the most per GPU, %2 output tokens a second each, but today&apos;s volume would take %3 GPUs of it.</source>
        <translation>%1 sirve más por GPU, %2 tokens de salida por segundo cada una, pero el volumen actual necesitaría %3 GPU de ella.</translation>
    </message>
    <message>
        <source>%1 a month today, %2 at %3 today&apos;s volume</source>
        <translation>%1 al mes hoy, %2 con %3 el volumen actual</translation>
    </message>
    <message>
        <source>%1 a month today</source>
        <translation>%1 al mes hoy</translation>
    </message>
    <message>
        <source>Every option at today&apos;s volume of %1 tokens a day; the cheapest in bold.</source>
        <translation>Cada opción al volumen actual de %1 tokens al día; la más barata, en negrita.</translation>
    </message>
    <message>
        <source>Over the horizon</source>
        <translation>A lo largo del horizonte</translation>
    </message>
    <message>
        <source>Totals over the horizon and the net present value (at %1 a year) follow each option&apos;s fleet month by month.</source>
        <translation>Los totales del horizonte y el valor actual neto (al %1 anual) siguen mes a mes la flota de cada opción.</translation>
    </message>
    <message>
        <source>Outcome at low (%1)</source>
        <translation>Resultado en el mínimo (%1)</translation>
    </message>
    <message>
        <source>Outcome at high (%1)</source>
        <translation>Resultado en el máximo (%1)</translation>
    </message>
    <message>
        <source>Swing (%1)</source>
        <translation>Amplitud (%1)</translation>
    </message>
    <message>
        <source>The outcome measured: %1, now %2. Each input moves alone over its default range, which follows the kind of number it is (an exchange rate ±5 %, a GPU-hour ±30 %, the volume ÷3 to ×3), or over the range the scenario gives it, the others staying where they are; the inputs that move the outcome furthest come first.</source>
        <translation>El resultado medido: %1, ahora %2. Cada dato se mueve solo en su rango por defecto, que depende de la clase de número que es (un tipo de cambio ±5 %, una hora de GPU ±30 %, el volumen ÷3 a ×3), o en el rango que le da el escenario, sin que cambien los demás; primero, los datos que más mueven el resultado.</translation>
    </message>
    <message>
        <source>Each cell is coloured by the option that is cheaper there, fuller the more it saves; the line is the break-even, where both cost the same, and the dot the scenario as it is.</source>
        <translation>Cada celda toma el color de la opción más barata en ella, más intenso cuanto más ahorra; la línea es el punto de equilibrio, donde ambas cuestan lo mismo, y el punto, el escenario tal como es.</translation>
    </message>
    <message>
        <source>Each cell is fuller the dearer a million tokens is there; the dot is the scenario as it is.</source>
        <translation>Cada celda es más intensa cuanto más cuesta allí un millón de tokens; el punto es el escenario tal como es.</translation>
    </message>
    <message>
        <source>Break-even map</source>
        <translation>Mapa del punto de equilibrio</translation>
    </message>
    <message>
        <source>The outcome measured, %1, across two inputs at once, each over the range a search spans. The workbook&apos;s Break-even map sheet holds the same table.</source>
        <translation>El resultado medido, %1, con dos datos a la vez, cada uno en el intervalo que recorre una búsqueda. La hoja «Break-even map» del libro contiene la misma tabla.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Input or result</source>
        <translation>Dato o resultado</translation>
    </message>
    <message>
        <source>Current values</source>
        <translation>Valores actuales</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>no puede funcionar</translation>
    </message>
    <message>
        <source>Changing inputs</source>
        <translation>Datos que cambian</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>%1, a month</source>
        <translation>%1, al mes</translation>
    </message>
    <message>
        <source>The cluster: placement and scheduling</source>
        <translation>El clúster: colocación y planificación</translation>
    </message>
    <message>
        <source>The scenario&apos;s cluster, simulated on the same jobs under each scheduling policy: %1</source>
        <translation>El clúster del escenario, simulado con los mismos trabajos con cada política de planificación: %1</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Política</translation>
    </message>
    <message>
        <source>Usable: GPU-hours of work done at full speed, of the cluster&apos;s. Stranded: GPU-hours free while a waiting job asked for no more GPUs than were free. Lost to placement: busy GPU-hours beyond the work, spent by jobs split over more NVLink domains than they need. Scheduler efficiency: useful GPU-hours over those busy or stranded, what the sizing&apos;s scheduler efficiency stands for. Waits run from a job&apos;s arrival to its start; one still waiting at the end counts its wait so far. A useful GPU-hour costs the GPU-hour&apos;s price, %1, over the usable share.</source>
        <translation>Aprovechable: horas de GPU de trabajo a plena velocidad, sobre las del clúster. Varada: horas de GPU libres mientras un trabajo en espera no pedía más GPU de las libres. Perdida por colocación: horas de GPU ocupadas más allá del trabajo, gastadas por trabajos repartidos en más dominios NVLink de los necesarios. Eficiencia del planificador: horas de GPU útiles sobre las ocupadas o varadas, lo que representa la eficiencia del planificador del dimensionamiento. Las esperas van de la llegada de un trabajo a su inicio; uno que aún espera al final cuenta su espera hasta entonces. Una hora útil de GPU cuesta el precio de la hora de GPU, %1, dividido por la parte aprovechable.</translation>
    </message>
    <message>
        <source>Drawn together</source>
        <translation>Extraídas juntas</translation>
    </message>
    <message>
        <source>With</source>
        <translation>Con</translation>
    </message>
    <message>
        <source>%1 and %2 were drawn with a rank correlation of %3, not %4: the correlations asked for are impossible together, and the nearest possible ones were used.</source>
        <translation>%1 y %2 se extrajeron con una correlación de rangos de %3, no de %4: las correlaciones pedidas son imposibles juntas y se usaron las posibles más cercanas.</translation>
    </message>
    <message>
        <source>The inputs below were drawn together from their distributions %1 times by Latin hypercube sampling (seed %2) and the outcome, %3, computed for each draw with the whole cost model.</source>
        <translation>Las entradas siguientes se extrajeron juntas de sus distribuciones %1 veces por muestreo de hipercubo latino (semilla %2) y el resultado, %3, se calculó para cada extracción con el modelo de costes completo.</translation>
    </message>
    <message>
        <source>Money over time: cash and P&amp;L</source>
        <translation>El dinero en el tiempo: caja y resultados</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Cash flow</source>
        <translation>Flujo de caja</translation>
    </message>
    <message>
        <source>P&amp;L</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Owning and self-hosting as investments</source>
        <translation>Comprar y autoalojar como inversión</translation>
    </message>
    <message>
        <source>What choosing the option instead of the other saves, month by month, as the other&apos;s net cash less its own: its value today at %1 a year (negative when it costs more), the yearly rate of return at which that value is zero (none where no single rate fits), and the month from which the savings so far stay above zero, plain and discounted.</source>
        <translation>Lo que ahorra elegir la opción en lugar de la otra, mes a mes, como la caja neta de la otra menos la suya: su valor hoy al %1 anual (negativo si cuesta más), la tasa interna de retorno anual a la que ese valor es cero (ninguna si no encaja una sola tasa) y el mes desde el que el ahorro acumulado se mantiene por encima de cero, simple y descontado.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Opción</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Frente a</translation>
    </message>
    <message>
        <source>Saved in today&apos;s money</source>
        <translation>Ahorro en dinero de hoy</translation>
    </message>
    <message>
        <source>Rate of return</source>
        <translation>Tasa de retorno</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Pays for itself in month (discounted)</source>
        <translation>Se amortiza en el mes (descontado)</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>Híbrido</translation>
    </message>
    <message>
        <source>The break-even volume is the lowest above which the self-hosted option or hybrid plan stays the cheaper (a hybrid plan&apos;s, where its first GPUs pay for themselves); the crossover month, the first from which its cumulative cost stays at or below the API&apos;s.</source>
        <translation>El volumen de equilibrio es el más bajo por encima del cual la opción autoalojada o el plan híbrido sigue siendo lo más barato (en un plan híbrido, donde sus primeras GPU se pagan solas); el mes de cruce, el primero desde el cual su coste acumulado queda igual o por debajo del de la API.</translation>
    </message>
    <message>
        <source>Self-hosted or hybrid</source>
        <translation>Autoalojada o híbrida</translation>
    </message>
    <message>
        <source>This plan cannot run: %1</source>
        <translation>Este plan no puede funcionar: %1</translation>
    </message>
    <message>
        <source>The file sets the fleet at %1 GPUs.</source>
        <translation>El archivo fija la flota en %1 GPU.</translation>
    </message>
    <message>
        <source>The file sizes the fleet to serve %1 of the week&apos;s hours in full.</source>
        <translation>El archivo dimensiona la flota para atender por completo el %1 de las horas de la semana.</translation>
    </message>
    <message>
        <source>The fleet is the one that costs least: a replica of %1 pays for itself when it is busy in %2 of the week&apos;s hours or more, so the fleet serves in full every hour that at least that share of the week reaches.</source>
        <translation>La flota es la de menor coste: una réplica de %1 se paga sola cuando está ocupada en el %2 de las horas de la semana o más, así que la flota atiende por completo cada hora que alcanza al menos esa parte de la semana.</translation>
    </message>
    <message>
        <source>It runs no GPUs: every token goes to %1.</source>
        <translation>No usa GPU: todos los tokens van a %1.</translation>
    </message>
    <message>
        <source>Its %1 GPUs hold %2 replicas (%3), which serve every hour up to %4 the average hour in full; the week&apos;s busiest hour runs at %5 the average, and the %6 of the tokens above the fleet go to %7.</source>
        <translation>Sus %1 GPU alojan %2 réplicas (%3), que atienden por completo cada hora hasta %4 la hora media; la hora de más carga de la semana llega a %5 la media, y el %6 de los tokens por encima de la flota va a %7.</translation>
    </message>
    <message>
        <source>Each self-hosted option and hybrid plan year by year, in %1 (a hybrid plan&apos;s running costs include its API&apos;s bill). The cash flow pays for servers when they are bought, gets their residual value back when they retire, and counts those still running at the end at what they would fetch (their price falling in a straight line to the residual value over their life); it shows money coming back as negative. The P&amp;L depreciates the servers by the option&apos;s method and spreads one-time costs as the scenario does. Prices follow each option&apos;s yearly trend.</source>
        <translation>Cada opción autoalojada y cada plan híbrido año a año, en %1 (los costes corrientes de un plan híbrido incluyen la factura de su API). El flujo de caja paga los servidores al comprarlos, recupera su valor residual al retirarlos y cuenta los que siguen en marcha al final por lo que valdrían (su precio cae en línea recta hasta el valor residual a lo largo de su vida); el dinero que vuelve aparece en negativo. La cuenta de resultados amortiza los servidores con el método de la opción y reparte los costes únicos como el escenario. Los precios siguen la tendencia anual de cada opción.</translation>
    </message>
    <message numerus="yes">
        <source>%1 reserves %2 GPUs for %n months at a time, each term paid up front; GPUs beyond them cost %3 an hour.</source>
        <translation>
            <numerusform>%1 reserva %2 GPU por plazos de %n mes, cada plazo pagado por adelantado; las GPU adicionales cuestan %3 por hora.</numerusform>
            <numerusform>%1 reserva %2 GPU por plazos de %n meses, cada plazo pagado por adelantado; las GPU adicionales cuestan %3 por hora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 reserves %2 GPUs for %n months at a time, paid monthly; GPUs beyond them cost %3 an hour.</source>
        <translation>
            <numerusform>%1 reserva %2 GPU por plazos de %n mes, pagados mensualmente; las GPU adicionales cuestan %3 por hora.</numerusform>
            <numerusform>%1 reserva %2 GPU por plazos de %n meses, pagados mensualmente; las GPU adicionales cuestan %3 por hora.</numerusform>
        </translation>
    </message>
    <message>
        <source>Today&apos;s volume leaves %1 of them idle: %2 a month paid for GPUs it does not use.</source>
        <translation>El volumen de hoy deja %1 de ellas ociosas: %2 al mes pagados por GPU que no usa.</translation>
    </message>
    <message>
        <source>Today&apos;s volume uses every one of them.</source>
        <translation>El volumen de hoy las usa todas.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is bought with a promise of %2 a month for %n months at a time, each term paid up front.</source>
        <translation>
            <numerusform>%1 se compra con la promesa de %2 al mes por plazos de %n mes, cada plazo pagado por adelantado.</numerusform>
            <numerusform>%1 se compra con la promesa de %2 al mes por plazos de %n meses, cada plazo pagado por adelantado.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is bought with a promise of %2 a month for %n months at a time, paid monthly.</source>
        <translation>
            <numerusform>%1 se compra con la promesa de %2 al mes por plazos de %n mes, pagados mensualmente.</numerusform>
            <numerusform>%1 se compra con la promesa de %2 al mes por plazos de %n meses, pagados mensualmente.</numerusform>
        </translation>
    </message>
    <message>
        <source>Today&apos;s bill is %1: %2 a month is paid for tokens not sent.</source>
        <translation>La factura de hoy es %1: %2 al mes se pagan por tokens no enviados.</translation>
    </message>
    <message>
        <source>Today&apos;s bill is above it.</source>
        <translation>La factura de hoy está por encima.</translation>
    </message>
    <message numerus="yes">
        <source>Over the %n months, each term renewed at what its first month uses, %1 is paid unused.</source>
        <translation>
            <numerusform>En el %n mes, renovado cada plazo a lo que usa su primer mes, se pagan %1 sin usar.</numerusform>
            <numerusform>En los %n meses, renovado cada plazo a lo que usa su primer mes, se pagan %1 sin usar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each variant changes a few inputs of the scenario and keeps the others; every figure is worked out anew with the whole model. Monthly costs in %1 at each column&apos;s volume; the outcome is %2. Below it, the same over the horizon discounted to today, which growth, price trends and commitments move and a month does not.</source>
        <translation>Cada variante cambia algunos datos del escenario y conserva los demás; cada cifra se calcula de nuevo con el modelo completo. Costes mensuales en %1 con el volumen de cada columna; el resultado es %2. Debajo, el mismo a lo largo del horizonte descontado a hoy, que el crecimiento, las tendencias de precio y los compromisos mueven y un mes no.</translation>
    </message>
    <message numerus="yes">
        <source>Over %n months, present value</source>
        <translation>
            <numerusform>En %n mes, valor actual</numerusform>
            <numerusform>En %n meses, valor actual</numerusform>
        </translation>
    </message>
    <message>
        <source>On %1, the day of this report, an API price is old after %2 days and a cloud GPU price after %3.</source>
        <translation>El %1, día de este informe, un precio de API se considera antiguo tras %2 días y uno de GPU en la nube tras %3.</translation>
    </message>
</context>
<context>
    <name>ReportCharts</name>
    <message>
        <source>Monthly cost by volume</source>
        <translation>Coste mensual según el volumen</translation>
    </message>
    <message>
        <source>Cost per million tokens by volume</source>
        <translation>Coste por millón de tokens según el volumen</translation>
    </message>
    <message>
        <source>Monthly cost by item</source>
        <translation>Coste mensual por partida</translation>
    </message>
    <message>
        <source>Cumulative cost over the horizon</source>
        <translation>Coste acumulado en el horizonte</translation>
    </message>
    <message>
        <source>What moves the outcome most</source>
        <translation>Lo que más mueve el resultado</translation>
    </message>
    <message>
        <source>The outcome as each input changes</source>
        <translation>El resultado según cambia cada dato</translation>
    </message>
    <message>
        <source>Distribution of the outcome</source>
        <translation>Distribución del resultado</translation>
    </message>
    <message>
        <source>The outcome across two inputs</source>
        <translation>El resultado según dos datos</translation>
    </message>
    <message>
        <source>GPUs doing useful work and GPUs stranded, by policy</source>
        <translation>GPU con trabajo útil y GPU varadas, por política</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>No se puede escribir %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write charts into %1: it is not a folder.</source>
        <translation>No se pueden escribir los gráficos en %1: no es una carpeta.</translation>
    </message>
</context>
<context>
    <name>ReportInputs</name>
    <message>
        <source>Currency</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Carga de trabajo</translation>
    </message>
    <message>
        <source>Staffing</source>
        <translation>Personal</translation>
    </message>
    <message>
        <source>One-time costs</source>
        <translation>Costes únicos</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>Display currency</source>
        <translation>Moneda de visualización</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Weight precision</source>
        <translation>Precisión de los pesos</translation>
    </message>
    <message>
        <source>KV-cache precision</source>
        <translation>Precisión de la caché KV</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>cloud offer</source>
        <translation>oferta de la nube</translation>
    </message>
    <message>
        <source>pricing</source>
        <translation>modalidad de precio</translation>
    </message>
    <message>
        <source>catalog price</source>
        <translation>precio del catálogo</translation>
    </message>
    <message>
        <source>fine-tuning GPU</source>
        <translation>GPU de ajuste fino</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Clúster</translation>
    </message>
</context>
<context>
    <name>ScenarioFields</name>
    <message>
        <source>per million tokens</source>
        <translation>por millón de tokens</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horizonte</translation>
    </message>
    <message>
        <source>months</source>
        <translation>meses</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>Tasa de descuento</translation>
    </message>
    <message>
        <source>exchange rate</source>
        <translation>tipo de cambio</translation>
    </message>
    <message>
        <source>USD per unit</source>
        <translation>USD por unidad</translation>
    </message>
    <message>
        <source>Tokens per day</source>
        <translation>Tokens al día</translation>
    </message>
    <message>
        <source>tokens/day</source>
        <translation>tokens/día</translation>
    </message>
    <message>
        <source>Input per request</source>
        <translation>Entrada por solicitud</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>Output per request</source>
        <translation>Salida por solicitud</translation>
    </message>
    <message>
        <source>Cached input</source>
        <translation>Entrada en caché</translation>
    </message>
    <message>
        <source>Cache writes</source>
        <translation>Escrituras en caché</translation>
    </message>
    <message>
        <source>Batch requests</source>
        <translation>Solicitudes por lotes</translation>
    </message>
    <message>
        <source>Peak to average</source>
        <translation>Pico sobre media</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>ratio</translation>
    </message>
    <message>
        <source>Monthly growth</source>
        <translation>Crecimiento mensual</translation>
    </message>
    <message>
        <source>Speed per user</source>
        <translation>Velocidad por usuario</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>First-token target</source>
        <translation>Objetivo del primer token</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>software</source>
        <translation>software</translation>
    </message>
    <message>
        <source>per GPU-year</source>
        <translation>por GPU y año</translation>
    </message>
    <message>
        <source>other costs</source>
        <translation>otros costes</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>al mes</translation>
    </message>
    <message>
        <source>price per GPU-hour</source>
        <translation>precio por hora de GPU</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>por hora de GPU</translation>
    </message>
    <message>
        <source>cloud discount</source>
        <translation>descuento de la nube</translation>
    </message>
    <message>
        <source>spot overhead</source>
        <translation>sobrecoste spot</translation>
    </message>
    <message>
        <source>hours rented a day</source>
        <translation>horas alquiladas al día</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>horas</translation>
    </message>
    <message>
        <source>extra cloud costs</source>
        <translation>costes adicionales de la nube</translation>
    </message>
    <message>
        <source>server price</source>
        <translation>precio del servidor</translation>
    </message>
    <message>
        <source>per server</source>
        <translation>por servidor</translation>
    </message>
    <message>
        <source>life</source>
        <translation>vida útil</translation>
    </message>
    <message>
        <source>years</source>
        <translation>años</translation>
    </message>
    <message>
        <source>residual value</source>
        <translation>valor residual</translation>
    </message>
    <message>
        <source>cost of capital</source>
        <translation>coste de capital</translation>
    </message>
    <message>
        <source>power price</source>
        <translation>precio de la electricidad</translation>
    </message>
    <message>
        <source>per kWh</source>
        <translation>por kWh</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>server overhead</source>
        <translation>consumo adicional del servidor</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>colocation</source>
        <translation>coubicación</translation>
    </message>
    <message>
        <source>per kW-month</source>
        <translation>por kW y mes</translation>
    </message>
    <message>
        <source>maintenance</source>
        <translation>mantenimiento</translation>
    </message>
    <message>
        <source>networking</source>
        <translation>red</translation>
    </message>
    <message>
        <source>memory-bandwidth efficiency</source>
        <translation>eficiencia del ancho de banda de memoria</translation>
    </message>
    <message>
        <source>expert-bandwidth efficiency</source>
        <translation>eficiencia del ancho de banda de los expertos</translation>
    </message>
    <message>
        <source>decode compute efficiency</source>
        <translation>eficiencia de cómputo en decodificación</translation>
    </message>
    <message>
        <source>attention compute efficiency</source>
        <translation>eficiencia de cómputo de la atención</translation>
    </message>
    <message>
        <source>expert compute efficiency</source>
        <translation>eficiencia de cómputo de los expertos</translation>
    </message>
    <message>
        <source>routing imbalance</source>
        <translation>desequilibrio del enrutado</translation>
    </message>
    <message>
        <source>NVLink efficiency</source>
        <translation>eficiencia de NVLink</translation>
    </message>
    <message>
        <source>network efficiency</source>
        <translation>eficiencia de la red</translation>
    </message>
    <message>
        <source>prefill compute efficiency</source>
        <translation>eficiencia de cómputo en prefill</translation>
    </message>
    <message>
        <source>target utilization</source>
        <translation>utilización objetivo</translation>
    </message>
    <message>
        <source>scheduler efficiency</source>
        <translation>eficiencia del planificador</translation>
    </message>
    <message>
        <source>memory used</source>
        <translation>memoria usada</translation>
    </message>
    <message>
        <source>tokens per expert at half efficiency</source>
        <translation>tokens por experto a media eficiencia</translation>
    </message>
    <message>
        <source>FP4 compute efficiency</source>
        <translation>eficiencia de cómputo en FP4</translation>
    </message>
    <message>
        <source>request overhead</source>
        <translation>sobrecoste por solicitud</translation>
    </message>
    <message>
        <source>scheduler poll interval</source>
        <translation>intervalo de sondeo del planificador</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>pasos</translation>
    </message>
    <message>
        <source>host time per sequence</source>
        <translation>tiempo del host por secuencia</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>time per layer</source>
        <translation>tiempo por capa</translation>
    </message>
    <message>
        <source>network bandwidth per GPU</source>
        <translation>ancho de banda de red por GPU</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>NVLink latency</source>
        <translation>latencia de NVLink</translation>
    </message>
    <message>
        <source>network latency</source>
        <translation>latencia de la red</translation>
    </message>
    <message>
        <source>batch limit</source>
        <translation>límite del lote</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>secuencias</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>tokens por paso</translation>
    </message>
    <message>
        <source>GPUs per instance</source>
        <translation>GPU por instancia</translation>
    </message>
    <message>
        <source>tensor parallelism</source>
        <translation>paralelismo de tensores</translation>
    </message>
    <message>
        <source>pipeline stages</source>
        <translation>etapas de pipeline</translation>
    </message>
    <message>
        <source>stages</source>
        <translation>etapas</translation>
    </message>
    <message>
        <source>attention data parallelism</source>
        <translation>paralelismo de datos en la atención</translation>
    </message>
    <message>
        <source>ranks</source>
        <translation>rangos</translation>
    </message>
    <message>
        <source>expert parallelism</source>
        <translation>paralelismo de expertos</translation>
    </message>
    <message>
        <source>Base team</source>
        <translation>Equipo base</translation>
    </message>
    <message>
        <source>FTE</source>
        <translation>FTE</translation>
    </message>
    <message>
        <source>GPUs per additional FTE</source>
        <translation>GPU por FTE adicional</translation>
    </message>
    <message>
        <source>Staff cost</source>
        <translation>Coste de personal</translation>
    </message>
    <message>
        <source>per FTE-month</source>
        <translation>por FTE y mes</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Puesta en marcha</translation>
    </message>
    <message>
        <source>once</source>
        <translation>una vez</translation>
    </message>
    <message>
        <source>Migration</source>
        <translation>Migración</translation>
    </message>
    <message>
        <source>Fine-tuning tokens</source>
        <translation>Tokens de ajuste fino</translation>
    </message>
    <message>
        <source>Fine-tuning GPUs</source>
        <translation>GPU de ajuste fino</translation>
    </message>
    <message>
        <source>Fine-tuning price per GPU-hour</source>
        <translation>Precio por hora de GPU del ajuste fino</translation>
    </message>
    <message>
        <source>Fine-tuning compute efficiency</source>
        <translation>Eficiencia de cómputo del ajuste fino</translation>
    </message>
    <message>
        <source>input price</source>
        <translation>precio de entrada</translation>
    </message>
    <message>
        <source>output price</source>
        <translation>precio de salida</translation>
    </message>
    <message>
        <source>cached input price</source>
        <translation>precio de la entrada en caché</translation>
    </message>
    <message>
        <source>cache write price</source>
        <translation>precio de escritura en caché</translation>
    </message>
    <message>
        <source>batch discount</source>
        <translation>descuento por lotes</translation>
    </message>
    <message>
        <source>committed-spend discount</source>
        <translation>descuento por gasto comprometido</translation>
    </message>
    <message>
        <source>fewest GPUs</source>
        <translation>mínimo de GPU</translation>
    </message>
    <message>
        <source>The period cumulative cost and net present value run over, 1 to 240 months.</source>
        <translation>Periodo sobre el que se calculan el coste acumulado y el valor actual neto, de 1 a 240 meses.</translation>
    </message>
    <message>
        <source>a year</source>
        <translation>al año</translation>
    </message>
    <message>
        <source>The rate the net present value discounts future months at; 0 gives the plain sum.</source>
        <translation>Tasa con la que el valor actual neto descuenta los meses futuros; 0 da la suma simple.</translation>
    </message>
    <message>
        <source>What one unit of the currency is worth in US dollars.</source>
        <translation>Lo que vale una unidad de la moneda en dólares estadounidenses.</translation>
    </message>
    <message>
        <source>Input plus output tokens on an average day.</source>
        <translation>Tokens de entrada más tokens de salida en un día medio.</translation>
    </message>
    <message>
        <source>Prompt length of an average request: system prompt, context, question.</source>
        <translation>Longitud del prompt de una solicitud media: prompt de sistema, contexto, pregunta.</translation>
    </message>
    <message>
        <source>Completion length of an average request, reasoning tokens included.</source>
        <translation>Longitud de la respuesta de una solicitud media, tokens de razonamiento incluidos.</translation>
    </message>
    <message>
        <source>of input</source>
        <translation>de la entrada</translation>
    </message>
    <message>
        <source>Share of input tokens an API reads from its prompt cache.</source>
        <translation>Proporción de los tokens de entrada que una API lee de su caché de prompts.</translation>
    </message>
    <message>
        <source>Share of input tokens written to the prompt cache; with cached input at most 100 %.</source>
        <translation>Proporción de los tokens de entrada que se escriben en la caché de prompts; sumada a la entrada en caché, 100&#xa0;% como máximo.</translation>
    </message>
    <message>
        <source>of requests</source>
        <translation>de las solicitudes</translation>
    </message>
    <message>
        <source>Share of requests that can wait for a batch API.</source>
        <translation>Proporción de las solicitudes que pueden esperar a una API de lotes.</translation>
    </message>
    <message>
        <source>The busiest hour&apos;s rate over the day&apos;s average, 1 to 100.</source>
        <translation>Ritmo de la hora de más carga dividido por la media del día, de 1 a 100.</translation>
    </message>
    <message>
        <source>a month</source>
        <translation>al mes</translation>
    </message>
    <message>
        <source>Compound growth of tokens per day from one month to the next; negative for a decline.</source>
        <translation>Crecimiento compuesto de los tokens al día de un mes al siguiente; negativo si disminuyen.</translation>
    </message>
    <message>
        <source>The decoding speed each user must see; 25 is MLPerf Inference&apos;s interactive bound for Llama 2 70B.</source>
        <translation>Velocidad de decodificación que debe percibir cada usuario; 25 es el límite interactivo de MLPerf Inference para Llama 2 70B.</translation>
    </message>
    <message>
        <source>The longest a user may wait for the first token at the busiest hour; 0 sets no bound.</source>
        <translation>Lo más que un usuario puede esperar el primer token en la hora de más carga; 0 no pone límite.</translation>
    </message>
    <message>
        <source>The fewest GPUs the fleet holds (servers already bought, a reservation); the fleet still grows when the workload needs more. Leave empty to size the fleet from the workload alone.</source>
        <translation>Número mínimo de GPU de la flota (servidores ya comprados, una reserva); la flota sigue creciendo cuando la carga de trabajo necesita más. Dejar vacío para dimensionar la flota solo a partir de la carga de trabajo.</translation>
    </message>
    <message>
        <source>Licences: inference server, monitoring, OS support.</source>
        <translation>Licencias: servidor de inferencia, monitorización, soporte del sistema operativo.</translation>
    </message>
    <message>
        <source>Storage, monitoring and other running costs outside the compute bill.</source>
        <translation>Almacenamiento, monitorización y otros costes operativos fuera de la factura de cómputo.</translation>
    </message>
    <message>
        <source>Required without a catalog offer; with one, a negotiated price that replaces the catalog&apos;s.</source>
        <translation>Obligatorio sin oferta del catálogo; con ella, un precio negociado que sustituye al del catálogo.</translation>
    </message>
    <message>
        <source>Negotiated or committed-use discount off the price, 0 to 99 %.</source>
        <translation>Descuento negociado o por compromiso de uso sobre el precio, de 0 a 99&#xa0;%.</translation>
    </message>
    <message>
        <source>of fleet</source>
        <translation>de la flota</translation>
    </message>
    <message>
        <source>Extra capacity held to absorb pre-emptions; spot pricing only.</source>
        <translation>Capacidad adicional que se mantiene para absorber las interrupciones; solo con tarifa spot.</translation>
    </message>
    <message>
        <source>Hours a day the GPUs are rented, at most 24.</source>
        <translation>Horas al día que se alquilan las GPU, 24 como máximo.</translation>
    </message>
    <message>
        <source>of GPU bill</source>
        <translation>de la factura de GPU</translation>
    </message>
    <message>
        <source>Storage, egress, support and other items on the cloud bill; the catalog&apos;s cost fact cloud-hidden-cost-uplift puts them at 30–50 %.</source>
        <translation>Almacenamiento, tráfico de salida, soporte y otras partidas de la factura de la nube; el dato de coste cloud-hidden-cost-uplift del catálogo las sitúa en el 30–50&#xa0;%.</translation>
    </message>
    <message>
        <source>One server of the GPU&apos;s GPUs per server (a whole rack for NVL72), network cards included.</source>
        <translation>Un servidor con tantas GPU como indica la especificación de la GPU (un rack completo para NVL72), tarjetas de red incluidas.</translation>
    </message>
    <message>
        <source>Depreciation period (cost facts depr-neocloud, depr-hyperscaler).</source>
        <translation>Periodo de amortización (datos de coste depr-neocloud, depr-hyperscaler).</translation>
    </message>
    <message>
        <source>of price</source>
        <translation>del precio</translation>
    </message>
    <message>
        <source>Share of the price recovered at end of life.</source>
        <translation>Parte del precio que se recupera al final de la vida útil.</translation>
    </message>
    <message>
        <source>Interest on the capital tied up in the servers.</source>
        <translation>Intereses del capital inmovilizado en los servidores.</translation>
    </message>
    <message>
        <source>Electricity price.</source>
        <translation>Precio de la electricidad.</translation>
    </message>
    <message>
        <source>Facility power over IT power, 1 to 5 (cost facts pue-global-avg-2025, pue-hyperscale).</source>
        <translation>Potencia total de la instalación dividida por la potencia de TI, de 1 a 5 (datos de coste pue-global-avg-2025, pue-hyperscale).</translation>
    </message>
    <message>
        <source>Power beyond the GPUs&apos; TDP: CPUs, memory, fans, network cards, switches.</source>
        <translation>Consumo por encima del TDP de las GPU: CPU, memoria, ventiladores, tarjetas de red, conmutadores.</translation>
    </message>
    <message>
        <source>Colocation rent (cost facts colo-*).</source>
        <translation>Alquiler de coubicación (datos de coste colo-*).</translation>
    </message>
    <message>
        <source>of price a year</source>
        <translation>del precio al año</translation>
    </message>
    <message>
        <source>Support contracts and spares, as a share of capex per year.</source>
        <translation>Contratos de soporte y repuestos, como porcentaje anual del capex.</translation>
    </message>
    <message>
        <source>Switches and cabling as a share of server capex (cost fact network-share-cluster).</source>
        <translation>Conmutadores y cableado como porcentaje del capex de servidores (dato de coste network-share-cluster).</translation>
    </message>
    <message>
        <source>of peak</source>
        <translation>del máximo</translation>
    </message>
    <message>
        <source>Share of peak memory bandwidth decoding reaches (MBU).</source>
        <translation>Parte del ancho de banda de memoria máximo que alcanza la decodificación (MBU).</translation>
    </message>
    <message>
        <source>Share of that bandwidth a mixture of experts&apos; routed experts reach.</source>
        <translation>Parte de ese ancho de banda que alcanzan los expertos enrutados de una mezcla de expertos.</translation>
    </message>
    <message>
        <source>Share of peak tensor throughput a compute-bound decoding step&apos;s linear layers reach (MFU).</source>
        <translation>Parte del rendimiento tensorial máximo que alcanzan las capas lineales de un paso de decodificación limitado por cómputo (MFU).</translation>
    </message>
    <message>
        <source>Share of peak tensor throughput decoding attention&apos;s own products reach.</source>
        <translation>Parte del rendimiento tensorial máximo que alcanzan los productos propios de la atención al decodificar.</translation>
    </message>
    <message>
        <source>Share of peak tensor throughput the routed experts&apos; grouped GEMMs reach with many tokens per expert.</source>
        <translation>Parte del rendimiento tensorial máximo que alcanzan las GEMM agrupadas de los expertos enrutados con muchos tokens por experto.</translation>
    </message>
    <message>
        <source>over the mean</source>
        <translation>sobre la media</translation>
    </message>
    <message>
        <source>Tokens the busiest expert-parallel GPU receives beyond the mean, beyond chance.</source>
        <translation>Tokens que recibe la GPU de paralelismo de expertos más cargada por encima de la media, además del azar.</translation>
    </message>
    <message>
        <source>Share of the scale-up link&apos;s bandwidth that all-reduces and all-to-alls reach.</source>
        <translation>Parte del ancho de banda del enlace de escalado vertical que alcanzan los all-reduce y all-to-all.</translation>
    </message>
    <message>
        <source>Share of the scale-out network&apos;s bandwidth that transfers reach.</source>
        <translation>Parte del ancho de banda de la red de escalado horizontal que alcanzan las transferencias.</translation>
    </message>
    <message>
        <source>Share of peak tensor throughput prefill reaches.</source>
        <translation>Parte del rendimiento tensorial máximo que alcanza el prellenado.</translation>
    </message>
    <message>
        <source>Share of a replica&apos;s throughput planned for the busiest hour.</source>
        <translation>Parte del rendimiento de una réplica prevista para la hora de más carga.</translation>
    </message>
    <message>
        <source>Share of the fleet&apos;s GPUs that can hold a replica after placement.</source>
        <translation>Parte de las GPU de la flota que pueden alojar una réplica tras la colocación.</translation>
    </message>
    <message>
        <source>Tokens per expert at which an expert&apos;s GEMM reaches half its efficiency.</source>
        <translation>Tokens por experto con los que la GEMM de un experto alcanza la mitad de su eficiencia.</translation>
    </message>
    <message>
        <source>relative to other formats</source>
        <translation>respecto a otros formatos</translation>
    </message>
    <message>
        <source>Share of their peak FP4 kernels reach, relative to other formats&apos; share of theirs.</source>
        <translation>Parte de su máximo que alcanzan los kernels FP4, respecto a la parte del suyo que alcanzan otros formatos.</translation>
    </message>
    <message>
        <source>Time before the first token outside the GPUs: API server, tokenization, scheduling.</source>
        <translation>Tiempo antes del primer token fuera de las GPU: servidor de la API, tokenización, planificación.</translation>
    </message>
    <message>
        <source>Decoding steps between the engine&apos;s looks for new requests: 1 for vLLM and TensorRT-LLM, SGLang&apos;s --scheduler-recv-interval otherwise. A request waits half of them on average.</source>
        <translation>Pasos de decodificación entre las consultas del motor en busca de peticiones nuevas: 1 en vLLM y TensorRT-LLM; en SGLang, su --scheduler-recv-interval. Una petición espera de media la mitad.</translation>
    </message>
    <message>
        <source>Host time per sequence and decoding step: scheduling, sampling, detokenization.</source>
        <translation>Tiempo del host por secuencia y paso de decodificación: planificación, muestreo, destokenización.</translation>
    </message>
    <message>
        <source>Fixed time per layer and decoding step: kernel launches, synchronisation.</source>
        <translation>Tiempo fijo por capa y paso de decodificación: lanzamiento de kernels, sincronización.</translation>
    </message>
    <message>
        <source>Network between scale-up domains, one direction; 0 takes the GPU&apos;s catalog figure.</source>
        <translation>Red entre dominios de escalado vertical, en un sentido; 0 toma la cifra del catálogo de la GPU.</translation>
    </message>
    <message>
        <source>Latency of one collective within a scale-up domain.</source>
        <translation>Latencia de una operación colectiva dentro de un dominio de escalado vertical.</translation>
    </message>
    <message>
        <source>Latency of one transfer or collective across the network.</source>
        <translation>Latencia de una transferencia u operación colectiva a través de la red.</translation>
    </message>
    <message>
        <source>The engine&apos;s batch limit; 0 takes vLLM&apos;s default (1024 on GPUs of 70 GiB or more, else 256).</source>
        <translation>Límite del lote del motor; 0 aplica el valor por defecto de vLLM (1024 en GPU de 70 GiB o más; si no, 256).</translation>
    </message>
    <message>
        <source>The engine&apos;s largest forward pass, which sizes its activation buffers; default 8192.</source>
        <translation>Mayor pasada hacia delante del motor, que dimensiona sus búferes de activaciones; 8192 por defecto.</translation>
    </message>
    <message>
        <source>GPUs of one engine instance; 0 lets the search choose.</source>
        <translation>GPU de una instancia del motor; 0 deja elegir a la búsqueda.</translation>
    </message>
    <message>
        <source>GPUs sharing each attention rank&apos;s heads; 0 lets the search choose.</source>
        <translation>GPU que se reparten las cabezas de cada rango de atención; 0 deja elegir a la búsqueda.</translation>
    </message>
    <message>
        <source>Consecutive stages the layers are split into; 0 lets the search choose.</source>
        <translation>Etapas consecutivas en que se dividen las capas; 0 deja elegir a la búsqueda.</translation>
    </message>
    <message>
        <source>Attention ranks, each with its own sequences and KV cache; 0 lets the search choose.</source>
        <translation>Rangos de atención, cada uno con sus propias secuencias y caché KV; 0 deja elegir a la búsqueda.</translation>
    </message>
    <message>
        <source>GPUs the routed experts are spread over; 0 lets the search choose.</source>
        <translation>GPU entre las que se reparten los expertos enrutados; 0 deja elegir a la búsqueda.</translation>
    </message>
    <message>
        <source>Full-time equivalents who run any self-hosted deployment.</source>
        <translation>Equivalentes a tiempo completo que gestionan cualquier despliegue autoalojado.</translation>
    </message>
    <message>
        <source>One more person for every this many GPUs; 0 keeps the team fixed.</source>
        <translation>Una persona más por cada tantas GPU; 0 mantiene el equipo fijo.</translation>
    </message>
    <message>
        <source>Loaded cost: salary, employer&apos;s social charges, overheads (cost facts eng-*).</source>
        <translation>Coste total: salario, cotizaciones sociales a cargo de la empresa, gastos generales (datos de coste eng-*).</translation>
    </message>
    <message>
        <source>Engineering to stand the deployment up.</source>
        <translation>Ingeniería para poner en marcha el despliegue.</translation>
    </message>
    <message>
        <source>Moving workloads and integrations over.</source>
        <translation>Traslado de cargas de trabajo e integraciones.</translation>
    </message>
    <message>
        <source>Tokens the run trains on, epochs included.</source>
        <translation>Tokens con los que se entrena, épocas incluidas.</translation>
    </message>
    <message>
        <source>GPUs the run uses.</source>
        <translation>GPU que usa el entrenamiento.</translation>
    </message>
    <message>
        <source>What one of the GPUs costs an hour.</source>
        <translation>Lo que cuesta una de las GPU por hora.</translation>
    </message>
    <message>
        <source>Share of BF16 peak the training reaches; Meta reports 38–43 % for Llama 3 405B.</source>
        <translation>Parte del pico en BF16 que alcanza el entrenamiento; Meta indica un 38–43&#xa0;% para Llama 3 405B.</translation>
    </message>
    <message>
        <source>Uncached input; replaces the catalog&apos;s price when given.</source>
        <translation>Entrada sin caché; si se indica, sustituye al precio del catálogo.</translation>
    </message>
    <message>
        <source>Output, reasoning included; replaces the catalog&apos;s price when given.</source>
        <translation>Salida, razonamiento incluido; si se indica, sustituye al precio del catálogo.</translation>
    </message>
    <message>
        <source>Input read from the prompt cache; otherwise the catalog&apos;s, else the input price.</source>
        <translation>Entrada leída de la caché de prompts; si no se indica, el del catálogo y, en su defecto, el precio de entrada.</translation>
    </message>
    <message>
        <source>Input written to the prompt cache; otherwise the catalog&apos;s, else the input price.</source>
        <translation>Entrada escrita en la caché de prompts; si no se indica, el del catálogo y, en su defecto, el precio de entrada.</translation>
    </message>
    <message>
        <source>Discount on batched requests; otherwise the catalog&apos;s, else none.</source>
        <translation>Descuento en las solicitudes por lotes; si no se indica, el del catálogo y, en su defecto, ninguno.</translation>
    </message>
    <message>
        <source>Discount for a committed spend, applied after every other price rule.</source>
        <translation>Descuento por gasto comprometido, aplicado después de todas las demás reglas de precio.</translation>
    </message>
    <message>
        <source>GPUs each tensor-parallel group splits a layer over; the innermost ranks.</source>
        <translation>GPU entre las que cada grupo de paralelismo de tensores reparte una capa; los rangos más internos.</translation>
    </message>
    <message>
        <source>Tensor-parallel groups the experts are spread over, which exchange tokens in all-to-alls.</source>
        <translation>Grupos de paralelismo de tensores entre los que se reparten los expertos, que intercambian tokens en all-to-all.</translation>
    </message>
    <message>
        <source>compute per step</source>
        <translation>cómputo por paso</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>A step&apos;s arithmetic alone, on GPUs that never wait for the network.</source>
        <translation>Solo la aritmética de un paso, en GPU que nunca esperan a la red.</translation>
    </message>
    <message>
        <source>tensor-parallel traffic</source>
        <translation>tráfico de paralelismo de tensores</translation>
    </message>
    <message>
        <source>bytes a step</source>
        <translation>bytes por paso</translation>
    </message>
    <message>
        <source>Bytes each GPU sends a step in its tensor-parallel all-reduces.</source>
        <translation>Bytes que cada GPU envía por paso en sus all-reduce de paralelismo de tensores.</translation>
    </message>
    <message>
        <source>expert-parallel traffic</source>
        <translation>tráfico de paralelismo de expertos</translation>
    </message>
    <message>
        <source>Bytes each GPU sends a step to the other ranks of its expert all-to-alls.</source>
        <translation>Bytes que cada GPU envía por paso a los demás rangos de sus all-to-all de expertos.</translation>
    </message>
    <message>
        <source>data-parallel traffic</source>
        <translation>tráfico de paralelismo de datos</translation>
    </message>
    <message>
        <source>Bytes each GPU sends a step in its gradient all-reduce.</source>
        <translation>Bytes que cada GPU envía por paso en el all-reduce de sus gradientes.</translation>
    </message>
    <message>
        <source>Scale-up domains</source>
        <translation>Dominios de escalado vertical</translation>
    </message>
    <message>
        <source>domains</source>
        <translation>dominios</translation>
    </message>
    <message>
        <source>The NVLink domains the cluster is built of: NVL72 racks, HGX servers.</source>
        <translation>Los dominios NVLink de los que se compone el clúster: racks NVL72, servidores HGX.</translation>
    </message>
    <message>
        <source>Nodes per domain</source>
        <translation>Nodos por dominio</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>nodos</translation>
    </message>
    <message>
        <source>Servers or compute trays in each domain; empty takes the GPU&apos;s catalog entry.</source>
        <translation>Servidores o bandejas de cómputo en cada dominio; vacío toma la entrada del catálogo de la GPU.</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU por nodo</translation>
    </message>
    <message>
        <source>GPUs in each server or tray; empty takes the GPU&apos;s catalog entry.</source>
        <translation>GPU en cada servidor o bandeja; vacío toma la entrada del catálogo de la GPU.</translation>
    </message>
    <message>
        <source>Network between scale-up domains, one direction; empty takes the GPU&apos;s catalog figure.</source>
        <translation>Red entre dominios de escalado vertical, en un sentido; vacío toma la cifra del catálogo de la GPU.</translation>
    </message>
    <message>
        <source>Simulated days</source>
        <translation>Días simulados</translation>
    </message>
    <message>
        <source>days</source>
        <translation>días</translation>
    </message>
    <message>
        <source>How long the simulation runs.</source>
        <translation>Cuánto dura la simulación.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Starts the job generator: the same seed draws the same jobs on every machine.</source>
        <translation>Inicia el generador de trabajos: la misma semilla genera los mismos trabajos en cualquier máquina.</translation>
    </message>
    <message>
        <source>Checkpoint and restart</source>
        <translation>Punto de control y reinicio</translation>
    </message>
    <message>
        <source>What moving a stopped job costs it: the checkpoint written, the job restarted, its state read back.</source>
        <translation>Lo que le cuesta a un trabajo detenido moverlo: escribir el punto de control, reiniciarlo y volver a leer su estado.</translation>
    </message>
    <message>
        <source>Serving replicas</source>
        <translation>Réplicas de servicio</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>réplicas</translation>
    </message>
    <message>
        <source>Replicas that run from the start of the simulation to its end.</source>
        <translation>Réplicas que funcionan desde el inicio de la simulación hasta su final.</translation>
    </message>
    <message>
        <source>GPUs per replica</source>
        <translation>GPU por réplica</translation>
    </message>
    <message>
        <source>The GPUs one replica holds, which must share a scale-up domain.</source>
        <translation>Las GPU que ocupa una réplica, que deben compartir un dominio de escalado vertical.</translation>
    </message>
    <message>
        <source>Job arrivals</source>
        <translation>Llegadas de trabajos</translation>
    </message>
    <message>
        <source>an hour</source>
        <translation>por hora</translation>
    </message>
    <message>
        <source>Jobs of the mix arriving in an average hour, at random (a Poisson process).</source>
        <translation>Trabajos de la mezcla que llegan en una hora media, al azar (un proceso de Poisson).</translation>
    </message>
    <message>
        <source>GPUs per job</source>
        <translation>GPU por trabajo</translation>
    </message>
    <message>
        <source>The GPUs each job of the class takes.</source>
        <translation>Las GPU que ocupa cada trabajo de la clase.</translation>
    </message>
    <message>
        <source>share of arrivals</source>
        <translation>parte de las llegadas</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>The class&apos;s weight among the mix&apos;s; the weights are scaled to sum to one.</source>
        <translation>El peso de la clase en la mezcla; los pesos se escalan para que sumen uno.</translation>
    </message>
    <message>
        <source>median duration</source>
        <translation>duración mediana</translation>
    </message>
    <message>
        <source>Half the class&apos;s jobs run shorter and half longer, lognormally distributed.</source>
        <translation>La mitad de los trabajos de la clase dura menos y la mitad más, con distribución lognormal.</translation>
    </message>
    <message>
        <source>90th-percentile duration</source>
        <translation>duración del percentil 90</translation>
    </message>
    <message>
        <source>The duration one job in ten exceeds; at least the median.</source>
        <translation>La duración que supera uno de cada diez trabajos; al menos la mediana.</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>grupos</translation>
    </message>
    <message>
        <source>price trend</source>
        <translation>tendencia de precio</translation>
    </message>
    <message>
        <source>Compound yearly change of the compute price over the horizon: the rental per GPU-hour, or the price of servers bought later; negative when prices fall (cost facts gpu-rental-price-trend, server-price-trend-same-model).</source>
        <translation>Variación anual compuesta del precio de cómputo durante el horizonte: el alquiler por hora de GPU, o el precio de los servidores comprados más tarde; negativa cuando los precios bajan (datos de coste gpu-rental-price-trend, server-price-trend-same-model).</translation>
    </message>
    <message>
        <source>declining-balance factor</source>
        <translation>factor de amortización decreciente</translation>
    </message>
    <message>
        <source>With declining-balance depreciation, the share of book value written off each period as a multiple of the straight-line rate: 2 for double-declining.</source>
        <translation>Con amortización decreciente, la parte del valor contable amortizada cada periodo como múltiplo de la tasa lineal: 2 para el doble saldo decreciente.</translation>
    </message>
    <message>
        <source>Compound yearly change of every token price of the offer over the horizon; negative when prices fall (cost facts api-price-trend-same-model, api-price-trend-same-capability).</source>
        <translation>Variación anual compuesta de todos los precios por token de la oferta durante el horizonte; negativa cuando los precios bajan (datos de coste api-price-trend-same-model, api-price-trend-same-capability).</translation>
    </message>
    <message>
        <source>× straight-line</source>
        <translation>× lineal</translation>
    </message>
    <message>
        <source>A fleet of this many GPUs serves the base of the load and the API the rest. Leave empty for the fleet that costs least.</source>
        <translation>Una flota de tantas GPU atiende la carga base y la API el resto. Déjelo vacío para la flota más barata.</translation>
    </message>
    <message>
        <source>hours served in full</source>
        <translation>horas atendidas del todo</translation>
    </message>
    <message>
        <source>of the week&apos;s hours</source>
        <translation>de las horas de la semana</translation>
    </message>
    <message>
        <source>A fleet that serves every hour up to this percentile of the week&apos;s hourly rates; the busier hours send their excess to the API. Leave empty for the fleet that costs least.</source>
        <translation>Una flota que atiende cada hora hasta este percentil de los ritmos horarios de la semana; las horas más cargadas envían su exceso a la API. Déjelo vacío para la flota más barata.</translation>
    </message>
    <message>
        <source>reserved GPUs</source>
        <translation>GPU reservadas</translation>
    </message>
    <message>
        <source>GPUs reserved for the term at the option&apos;s price, billed around the clock whether the workload needs them or not.</source>
        <translation>GPU reservadas durante el plazo al precio de la opción, facturadas las 24 horas las necesite o no la carga.</translation>
    </message>
    <message>
        <source>reservation term</source>
        <translation>plazo de la reserva</translation>
    </message>
    <message>
        <source>How long the reservation binds; at its end it renews for the GPUs the month then needs.</source>
        <translation>Cuánto tiempo obliga la reserva; al terminar se renueva por las GPU que el mes necesite entonces.</translation>
    </message>
    <message>
        <source>price beyond the reservation</source>
        <translation>precio más allá de la reserva</translation>
    </message>
    <message>
        <source>What a GPU beyond the reserved ones costs an hour (on demand, say); when empty, the option&apos;s own price.</source>
        <translation>Lo que cuesta por hora una GPU más allá de las reservadas (bajo demanda, por ejemplo); vacío: el precio de la propia opción.</translation>
    </message>
    <message>
        <source>committed spend</source>
        <translation>gasto comprometido</translation>
    </message>
    <message>
        <source>A spend promised for the term: a month&apos;s bill is never less, whatever the traffic.</source>
        <translation>Un gasto prometido durante el plazo: la factura de un mes nunca es menor, sea cual sea el tráfico.</translation>
    </message>
    <message>
        <source>commitment term</source>
        <translation>plazo del compromiso</translation>
    </message>
    <message>
        <source>How long the promised spend binds; at its end it renews at the month&apos;s bill.</source>
        <translation>Cuánto tiempo obliga el gasto prometido; al terminar se renueva a la factura del mes.</translation>
    </message>
    <message>
        <source>Share of memory the engine may fill: of what weights and runtime leave, for the KV cache (TensorRT-LLM&apos;s free_gpu_memory_fraction), or of the device (vLLM&apos;s gpu_memory_utilization), as the memory accounting says.</source>
        <translation>Parte de la memoria que puede ocupar el motor: de lo que dejan los pesos y el entorno de ejecución, para la caché KV (free_gpu_memory_fraction de TensorRT-LLM), o del dispositivo (gpu_memory_utilization de vLLM), según el cómputo de la memoria.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Recover unsaved work?</source>
        <translation>¿Recuperar el trabajo no guardado?</translation>
    </message>
    <message>
        <source>Breakeven did not close normally last time, and a scenario had changes that were not saved. Recover them?</source>
        <translation>Breakeven no se cerró correctamente la última vez y un escenario tenía cambios sin guardar. ¿Recuperarlos?</translation>
    </message>
    <message>
        <source>Self-hosted LLM serving against per-token APIs: cost of ownership and break-even.</source>
        <translation>Servicio de LLM autoalojado frente a API de pago por token: coste total de propiedad y punto de equilibrio.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;png&gt; and quit (for documentation).</source>
        <translation>Guardar una imagen de la ventana en &lt;png&gt; y salir (para la documentación).</translation>
    </message>
    <message>
        <source>Scenario to open (*.breakeven.json).</source>
        <translation>Escenario que se abrirá (*.breakeven.json).</translation>
    </message>
    <message>
        <source>Breakeven cannot start</source>
        <translation>Breakeven no puede iniciarse</translation>
    </message>
    <message>
        <source>User catalog file skipped</source>
        <translation>Se ha omitido el archivo de catálogo del usuario</translation>
    </message>
    <message>
        <source>Start in workshop mode: full screen, large type, for a projector.</source>
        <translation>Iniciar en modo taller: pantalla completa y letra grande, para un proyector.</translation>
    </message>
    <message>
        <source>With --screenshot: show the chart tab at &lt;number&gt;, from 1; with --workshop, its page.</source>
        <translation>Con --screenshot: mostrar la pestaña de gráfico número &lt;number&gt;, desde 1; con --workshop, su página.</translation>
    </message>
</context>
<context>
    <name>tco::ui::BreakEvenMap</name>
    <message>
        <source>Current scenario</source>
        <translation>Escenario actual</translation>
    </message>
    <message>
        <source>Cannot run</source>
        <translation>No puede funcionar</translation>
    </message>
    <message>
        <source>%1 cheaper</source>
        <translation>%1 más barato</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>%1 por millón de tokens</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Punto de equilibrio</translation>
    </message>
    <message>
        <source>A self-hosted option cannot run here.</source>
        <translation>Una opción autoalojada no puede funcionar aquí.</translation>
    </message>
    <message>
        <source>%1 a million tokens</source>
        <translation>%1 por millón de tokens</translation>
    </message>
    <message>
        <source>%1 costs %2 a month less than %3</source>
        <translation>%1 cuesta %2 al mes menos que %3</translation>
    </message>
    <message>
        <source>%1 costs %2 a month more than %3</source>
        <translation>%1 cuesta %2 al mes más que %3</translation>
    </message>
    <message>
        <source>%1: %2
%3: %4
%5</source>
        <translation>%1: %2
%3: %4
%5</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;(%2)</source>
        <comment>an input above its unit; HTML</comment>
        <translation>%1&lt;br&gt;(%2)</translation>
    </message>
</context>
<context>
    <name>tco::ui::BreakEvenMapPanel</name>
    <message>
        <source>&amp;Across:</source>
        <translation>&amp;Horizontal:</translation>
    </message>
    <message>
        <source>&amp;Up:</source>
        <translation>&amp;Vertical:</translation>
    </message>
</context>
<context>
    <name>tco::ui::BreakdownChart</name>
    <message>
        <source>API bill after discounts</source>
        <translation>Factura de la API tras descuentos</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>Coste mensual</translation>
    </message>
    <message>
        <source>%1
%2: %3 a month
Total: %4 a month</source>
        <translation>%1
%2: %3 al mes
Total: %4 al mes</translation>
    </message>
</context>
<context>
    <name>tco::ui::CatalogPicker</name>
    <message>
        <source>Type to search</source>
        <translation>Escribir para buscar</translation>
    </message>
    <message>
        <source>No catalog entry matches “%1”; pick one from the list.</source>
        <translation>Ninguna entrada del catálogo coincide con «%1»; elegir una de la lista.</translation>
    </message>
</context>
<context>
    <name>tco::ui::ClusterPanel</name>
    <message>
        <source>Slowed: its job is split over more NVLink domains than it needs</source>
        <translation>Ralentizada: su trabajo está repartido en más dominios NVLink de los que necesita</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>Free while a job waits that they could hold (stranded)</source>
        <translation>Libre mientras espera un trabajo que cabría (varada)</translation>
    </message>
    <message>
        <source>━━ useful GPUs</source>
        <translation>━━ GPU útiles</translation>
    </message>
    <message>
        <source>╍╍ stranded GPUs</source>
        <translation>╍╍ GPU varadas</translation>
    </message>
    <message>
        <source>&amp;Simulate</source>
        <translation>&amp;Simular</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Reproducir</translation>
    </message>
    <message>
        <source>Simulates the scenario&apos;s cluster under each scheduling policy, on the same jobs.</source>
        <translation>Simula el clúster del escenario con cada política de planificación, con los mismos trabajos.</translation>
    </message>
    <message>
        <source>P&amp;olicy:</source>
        <translation>P&amp;olítica:</translation>
    </message>
    <message>
        <source>This scenario describes no cluster. Open a cluster preset (File → Open Preset: “GPU cluster: …”), or give the scenario file a cluster section (docs/scenario-format.md).</source>
        <translation>Este escenario no describe ningún clúster. Abra una plantilla de clúster (Archivo → Abrir plantilla: «Clúster de GPU: …») o añada al archivo del escenario una sección de clúster (docs/scenario-format.md).</translation>
    </message>
    <message>
        <source>Simulating each policy on the same jobs…</source>
        <translation>Simulando cada política con los mismos trabajos…</translation>
    </message>
    <message>
        <source>The simulation failed: %1</source>
        <translation>La simulación ha fallado: %1</translation>
    </message>
    <message>
        <source>The scenario has changed since this simulation: Simulate runs it again.</source>
        <translation>El escenario ha cambiado desde esta simulación: «Simular» la vuelve a ejecutar.</translation>
    </message>
    <message>
        <source>%1: %2 GPUs busy, %3 doing useful work, %4 stranded; waiting jobs ask for %5.</source>
        <translation>%1: %2 GPU ocupadas, %3 con trabajo útil, %4 varadas; los trabajos en espera piden %5.</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>&amp;Use %1 in the sizing</source>
        <translation>&amp;Usar %1 en el dimensionamiento</translation>
    </message>
    <message>
        <source>Sets the scheduler efficiency of “%1” to %2, %3’s in this simulation: the share of the GPU-hours placement could put to work that did useful work. The sizing plans the fleet with it; Edit → Undo takes it back.</source>
        <translation>Fija la eficiencia del planificador de «%1» en %2, la de %3 en esta simulación: la parte de las horas de GPU que la colocación podía aprovechar que hizo trabajo útil. El dimensionamiento planifica la flota con ella; Editar → Deshacer la revierte.</translation>
    </message>
    <message>
        <source>Scheduler efficiency from the cluster</source>
        <translation>Eficiencia del planificador según el clúster</translation>
    </message>
</context>
<context>
    <name>tco::ui::ClusterRunner</name>
    <message>
        <source>The scenario has no cluster to simulate.</source>
        <translation>El escenario no tiene ningún clúster que simular.</translation>
    </message>
</context>
<context>
    <name>tco::ui::ClusterTimeChart</name>
    <message>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1: useful</source>
        <translation>%1: útil</translation>
    </message>
    <message>
        <source>%1: stranded</source>
        <translation>%1: varada</translation>
    </message>
</context>
<context>
    <name>tco::ui::CompareDialog</name>
    <message>
        <source>Compare Options</source>
        <translation>Comparar opciones</translation>
    </message>
    <message>
        <source>The headline&apos;s question: the cheapest self-hosted option</source>
        <translation>La pregunta del titular: la opción autoalojada más barata</translation>
    </message>
    <message>
        <source>The analyses measure:</source>
        <translation>Los análisis miden:</translation>
    </message>
    <message>
        <source>less:</source>
        <translation>menos:</translation>
    </message>
    <message>
        <source>Less the cheapest API offer, at the scenario&apos;s volume.</source>
        <translation>Menos la oferta de API más barata, con el volumen del escenario.</translation>
    </message>
    <message>
        <source>Choose two different options.</source>
        <translation>Elegir dos opciones distintas.</translation>
    </message>
    <message>
        <source>Compare options</source>
        <translation>Comparar opciones</translation>
    </message>
</context>
<context>
    <name>tco::ui::ComparisonModel</name>
    <message>
        <source>cannot run</source>
        <translation>no viable</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>la más barata</translation>
    </message>
    <message>
        <source>Self-hosted</source>
        <translation>Autoalojada</translation>
    </message>
    <message>
        <source>API offer</source>
        <translation>Oferta de API</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Opción</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Utilización</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 output tokens/s per user, first token in %4 ms): the fewest GPUs at today&apos;s volume of the %5 layouts the fleet could be built of.</source>
        <translation>%1 de %2 (%3 tokens de salida/s por usuario, primer token en %4 ms): las menos GPU con el volumen actual de las %5 disposiciones con las que podría formarse la flota.</translation>
    </message>
    <message>
        <source>1 replica</source>
        <translation>1 réplica</translation>
    </message>
    <message>
        <source>%1 replicas</source>
        <translation>%1 réplicas</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>Mensual</translation>
    </message>
    <message>
        <source>Per M tokens</source>
        <translation>Por M de tokens</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 meses</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>VAN</translation>
    </message>
    <message>
        <source>Over cheapest</source>
        <translation>Sobrecoste</translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <comment>a column&apos;s name above its unit</comment>
        <translation>%1
(%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a column&apos;s name and its unit</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>an option, its kind</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>They serve every hour up to %1 the average rate; the busier hours send %2 of the tokens to the API.</source>
        <translation>Atienden cada hora hasta %1 el ritmo medio; las horas más cargadas envían el %2 de los tokens a la API.</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>Híbrido</translation>
    </message>
</context>
<context>
    <name>tco::ui::ComparisonView</name>
    <message>
        <source>Copy Table</source>
        <translation>Copiar tabla</translation>
    </message>
</context>
<context>
    <name>tco::ui::CorrelationDialog</name>
    <message>
        <source>Correlations</source>
        <translation>Correlaciones</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>an input&apos;s number and name</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The rank correlation of each pair of inputs a run draws together, from −1 (one high when the other is low) to 1 (high together); empty for independent.</source>
        <translation>La correlación de rangos de cada par de entradas que una ejecución extrae juntas, de −1 (una alta cuando la otra es baja) a 1 (altas a la vez); vacía si son independientes.</translation>
    </message>
    <message>
        <source>Inputs %1 and %2: %3 is not a correlation from −1 to 1.</source>
        <translation>Entradas %1 y %2: %3 no es una correlación de −1 a 1.</translation>
    </message>
    <message>
        <source>%1 and %2: %3 instead of %4</source>
        <comment>inputs&apos; numbers: the correlation used instead of the one asked for</comment>
        <translation>%1 y %2: %3 en lugar de %4</translation>
    </message>
    <message>
        <source>These correlations are impossible together; a run would draw the nearest possible ones: %1.</source>
        <translation>Estas correlaciones son imposibles juntas; una ejecución extraería las posibles más cercanas: %1.</translation>
    </message>
    <message>
        <source>Change correlations</source>
        <translation>Cambiar correlaciones</translation>
    </message>
</context>
<context>
    <name>tco::ui::CostChartView</name>
    <message>
        <source>%1 (%2)</source>
        <comment>a quantity and its currency</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Nothing to compare yet: the analyses need a self-hosted option that can run and an API offer. Analysis → Compare Options… can pick any two options instead.</source>
        <translation>Aún no hay nada que comparar: los análisis necesitan una opción autoalojada que pueda ejecutarse y una oferta de API. Análisis → Comparar opciones… permite elegir otras dos opciones cualesquiera.</translation>
    </message>
    <message>
        <source>No input moves the outcome over its range. Analysis → Tornado Ranges… gives inputs wider ranges.</source>
        <translation>Ningún dato mueve el resultado en su rango. Análisis → Rangos del tornado… da rangos más amplios a los datos.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>an input and its range</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1:&lt;br&gt;%2</source>
        <comment>an option, and one of its inputs below it; HTML</comment>
        <translation>%1:&lt;br&gt;%2</translation>
    </message>
</context>
<context>
    <name>tco::ui::DistributionDialog</name>
    <message>
        <source>Lowest:</source>
        <translation>Mínimo:</translation>
    </message>
    <message>
        <source>Most likely:</source>
        <translation>Más probable:</translation>
    </message>
    <message>
        <source>Highest:</source>
        <translation>Máximo:</translation>
    </message>
    <message>
        <source>Mean:</source>
        <translation>Media:</translation>
    </message>
    <message>
        <source>Standard deviation:</source>
        <translation>Desviación típica:</translation>
    </message>
    <message>
        <source>Typical (median):</source>
        <translation>Típico (mediana):</translation>
    </message>
    <message>
        <source>High (exceeded one time in ten):</source>
        <translation>Alto (superado una vez de cada diez):</translation>
    </message>
    <message>
        <source>Edit Distribution</source>
        <translation>Editar distribución</translation>
    </message>
    <message>
        <source>Add Distribution</source>
        <translation>Añadir distribución</translation>
    </message>
    <message>
        <source>Input:</source>
        <translation>Dato:</translation>
    </message>
    <message>
        <source>Distribution:</source>
        <translation>Distribución:</translation>
    </message>
    <message>
        <source>%1 is not a number: %2</source>
        <translation>%1 no es un número: %2</translation>
    </message>
    <message>
        <source>Distribution of %1</source>
        <translation>Distribución de %1</translation>
    </message>
    <message>
        <source>Why this range, and where it comes from</source>
        <translation>Por qué este rango y de dónde procede</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>Now %1</source>
        <translation>Ahora %1</translation>
    </message>
</context>
<context>
    <name>tco::ui::DriverPresenter</name>
    <message>
        <source>Tokens per day</source>
        <translation>Tokens al día</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>Precio del servidor</translation>
    </message>
    <message>
        <source>GPU price per hour</source>
        <translation>Precio de GPU por hora</translation>
    </message>
    <message>
        <source>Target utilization</source>
        <translation>Utilización objetivo</translation>
    </message>
    <message>
        <source>Memory-bandwidth efficiency</source>
        <translation>Eficiencia del ancho de banda de memoria</translation>
    </message>
    <message>
        <source>Scheduler efficiency</source>
        <translation>Eficiencia del planificador</translation>
    </message>
    <message>
        <source>Staff cost per FTE-month</source>
        <translation>Coste de personal por FTE y mes</translation>
    </message>
    <message>
        <source>Base team (FTE)</source>
        <translation>Equipo base (FTE)</translation>
    </message>
    <message>
        <source>API output price per M tokens</source>
        <translation>Precio de salida de la API por M de tokens</translation>
    </message>
    <message>
        <source>Monthly growth</source>
        <translation>Crecimiento mensual</translation>
    </message>
    <message>
        <source>Input and output tokens served a day, today.</source>
        <translation>Tokens de entrada y salida servidos al día, en la actualidad.</translation>
    </message>
    <message>
        <source>The price of the self-hosted option chosen above: per GPU-hour before discounts if rented, per server if owned.</source>
        <translation>Precio de la opción autoalojada elegida arriba: por hora de GPU antes de descuentos si se alquila, por servidor si es en propiedad.</translation>
    </message>
    <message>
        <source>Share of a replica&apos;s throughput planned for the busiest hour, for every self-hosted option.</source>
        <translation>Parte del rendimiento de una réplica que se planifica para la hora de más carga, en todas las opciones autoalojadas.</translation>
    </message>
    <message>
        <source>Share of peak memory bandwidth that decoding reaches (MBU), for every self-hosted option.</source>
        <translation>Parte del ancho de banda de memoria máximo que alcanza la decodificación (MBU), en todas las opciones autoalojadas.</translation>
    </message>
    <message>
        <source>Share of the fleet&apos;s GPUs that can hold a replica after placement, for every self-hosted option.</source>
        <translation>Parte de las GPU de la flota que pueden alojar una réplica tras la asignación, en todas las opciones autoalojadas.</translation>
    </message>
    <message>
        <source>Loaded monthly cost of one full-time engineer: salary, social charges, overheads.</source>
        <translation>Coste mensual total de un ingeniero a tiempo completo: salario, cotizaciones sociales, gastos generales.</translation>
    </message>
    <message>
        <source>People who run any self-hosted deployment, before those added per GPU.</source>
        <translation>Personas que gestionan cualquier despliegue autoalojado, sin contar las que se añaden por GPU.</translation>
    </message>
    <message>
        <source>The output price of the API offer chosen above; its input and cache prices move in proportion.</source>
        <translation>Precio de salida de la oferta de API elegida arriba; sus precios de entrada y de caché varían en proporción.</translation>
    </message>
    <message>
        <source>Change of the daily volume from one month to the next, over the horizon.</source>
        <translation>Variación del volumen diario de un mes al siguiente, a lo largo del horizonte.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Cambiar %1</translation>
    </message>
</context>
<context>
    <name>tco::ui::EntryList</name>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Add a new %1, starting from the catalog&apos;s figures.</source>
        <translation>Añadir %1 a partir de las cifras del catálogo.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Remove the selected %1.</source>
        <translation>Eliminar la entrada seleccionada (%1).</translation>
    </message>
</context>
<context>
    <name>tco::ui::ExportDialog</name>
    <message>
        <source>Export Reports</source>
        <translation>Exportar informes</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>PDF report: the answer, costs, sizing, assumptions with sources, sensitivity</source>
        <translation>Informe PDF: la respuesta, los costes, el dimensionamiento, los supuestos con sus fuentes, la sensibilidad</translation>
    </message>
    <message>
        <source>Excel workbook: every cost a live formula of the inputs</source>
        <translation>Libro de Excel: cada coste, una fórmula viva de los datos de entrada</translation>
    </message>
    <message>
        <source>CSV tables: comparison, costs across volumes, horizon month by month</source>
        <translation>Tablas CSV: comparación, costes por volumen, horizonte mes a mes</translation>
    </message>
    <message>
        <source>JSON: the full result with every input and its source</source>
        <translation>JSON: el resultado completo con cada dato de entrada y su fuente</translation>
    </message>
    <message>
        <source>Chart images as PNG, at 1× and 2×</source>
        <translation>Imágenes de los gráficos en PNG, a 1× y 2×</translation>
    </message>
    <message>
        <source>Chart images as SVG</source>
        <translation>Imágenes de los gráficos en SVG</translation>
    </message>
    <message>
        <source>Include the Monte Carlo run in the PDF</source>
        <translation>Incluir la simulación de Monte Carlo en el PDF</translation>
    </message>
    <message>
        <source>Run How sure are we on this scenario first.</source>
        <translation>Antes, ejecutar «Qué seguridad tenemos» con este escenario.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Commas, decimal point (1234.5,2)</source>
        <translation>Comas, punto decimal (1234.5,2)</translation>
    </message>
    <message>
        <source>Semicolons, decimal comma (1234,5;2)</source>
        <translation>Punto y coma, coma decimal (1234,5;2)</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Carpeta:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Nombre de archivo:</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papel:</translation>
    </message>
    <message>
        <source>CSV format:</source>
        <translation>Formato CSV:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Export to Folder</source>
        <translation>Exportar a la carpeta</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Informes</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>The folder %1 could not be made.</source>
        <translation>No se pudo crear la carpeta %1.</translation>
    </message>
</context>
<context>
    <name>tco::ui::GoalSeekDialog</name>
    <message>
        <source>Goal Seek</source>
        <translation>Buscar objetivo</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Buscar</translation>
    </message>
    <message>
        <source>&amp;Apply to Scenario</source>
        <translation>&amp;Aplicar al escenario</translation>
    </message>
    <message>
        <source>The scenario refuses the value: %1</source>
        <translation>El escenario rechaza el valor: %1</translation>
    </message>
    <message>
        <source>less that of:</source>
        <translation>menos el de:</translation>
    </message>
    <message>
        <source>The monthly cost of</source>
        <translation>El coste mensual de</translation>
    </message>
    <message>
        <source>The cost per million tokens of</source>
        <translation>El coste por millón de tokens de</translation>
    </message>
    <message>
        <source>Set:</source>
        <translation>Fijar:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>En:</translation>
    </message>
    <message>
        <source>By changing:</source>
        <translation>Cambiando:</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <comment>the unit of a target</comment>
        <translation>%1 al mes</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <comment>the unit of a target</comment>
        <translation>%1 por millón de tokens</translation>
    </message>
    <message>
        <source>Type the target as a number, such as %1.</source>
        <translation>Escriba el objetivo como un número, por ejemplo %1.</translation>
    </message>
</context>
<context>
    <name>tco::ui::HorizonChart</name>
    <message>
        <source>Crossover</source>
        <translation>Cruce</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mes</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Coste acumulado</translation>
    </message>
    <message>
        <source>From month %1 on, %2 has cost no more in total than %3: %4 by month %1</source>
        <translation>A partir del mes %1, %2 no ha costado en total más que %3: %4 hasta el mes %1</translation>
    </message>
    <message>
        <source>%1
Month %2: %3 in total</source>
        <translation>%1
Mes %2: %3 en total</translation>
    </message>
</context>
<context>
    <name>tco::ui::LineField</name>
    <message>
        <source>The currency of the amount; add an exchange rate to offer another.</source>
        <translation>Moneda del importe; para ofrecer otra, añadir un tipo de cambio.</translation>
    </message>
</context>
<context>
    <name>tco::ui::LoadSketch</name>
    <message>
        <source>The week&apos;s traffic hour by hour, Monday first, against the average hour (dashed). %1</source>
        <translation>El tráfico de la semana hora a hora, desde el lunes, frente a la hora media (a trazos). %1</translation>
    </message>
    <message>
        <source>Busiest hour: %1 × the average</source>
        <translation>Hora de más carga: %1 × la media</translation>
    </message>
</context>
<context>
    <name>tco::ui::MainWindow</name>
    <message>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Hipótesis</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Open &amp;Preset</source>
        <translation>Abrir &amp;plantilla</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Copy Comparison</source>
        <translation>&amp;Copiar comparación</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Workshop Mode</source>
        <translation>&amp;Modo taller</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;About Breakeven</source>
        <translation>&amp;Acerca de Breakeven</translation>
    </message>
    <message>
        <source>About Breakeven</source>
        <translation>Acerca de Breakeven</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Breakeven %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Should you run this LLM on your own GPUs, rented or bought, or pay an API per token, at your volume and at ten times your volume?&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Breakeven %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;¿Conviene ejecutar este LLM en GPU propias, alquiladas o compradas, o pagar una API por token, con el volumen actual y con diez veces ese volumen?&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Vaciar menú</translation>
    </message>
    <message>
        <source>%1[*] — Breakeven</source>
        <translation>%1[*] — Breakeven</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>No se puede abrir %1</translation>
    </message>
    <message>
        <source>%1 could not be opened, so the current scenario is unchanged.</source>
        <translation>No se ha podido abrir %1, así que el escenario actual no ha cambiado.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>No se ha podido guardar %1: %2</translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>Guardar escenario</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Abrir escenario</translation>
    </message>
    <message>
        <source>Cost by volume</source>
        <translation>Por volumen</translation>
    </message>
    <message>
        <source>Cost items</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>En el tiempo</translation>
    </message>
    <message>
        <source>&amp;Export Chart…</source>
        <translation>&amp;Exportar gráfico…</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>No se ha podido escribir %1: %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>chart, scenario</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>What matters most</source>
        <translation>Qué pesa más</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>A&amp;nálisis</translation>
    </message>
    <message>
        <source>&amp;Goal Seek…</source>
        <translation>&amp;Buscar objetivo…</translation>
    </message>
    <message>
        <source>Break-even map</source>
        <translation>Mapa de equilibrio</translation>
    </message>
    <message>
        <source>How sure are we</source>
        <translation>Qué certeza</translation>
    </message>
    <message>
        <source>&amp;Compare Options…</source>
        <translation>&amp;Comparar opciones…</translation>
    </message>
    <message>
        <source>Tornado &amp;Ranges…</source>
        <translation>&amp;Rangos del tornado…</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Export &amp;Reports…</source>
        <translation>Exportar &amp;informes…</translation>
    </message>
    <message>
        <source>Written:
%1</source>
        <translation>Escritos:
%1</translation>
    </message>
    <message>
        <source>Reports exported</source>
        <translation>Informes exportados</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guía del usuario</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>Por millón</translation>
    </message>
    <message>
        <source>Speed and cost</source>
        <translation>Velocidad/coste</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Clúster</translation>
    </message>
    <message>
        <source>The cluster is left out of the reports: %1</source>
        <translation>El clúster queda fuera de los informes: %1</translation>
    </message>
    <message>
        <source>Cash and P&amp;&amp;L</source>
        <translation>Caja y resultados</translation>
    </message>
    <message>
        <source>&amp;Update Prices…</source>
        <translation>Act&amp;ualizar precios…</translation>
    </message>
    <message>
        <source>Update Prices</source>
        <translation>Actualizar precios</translation>
    </message>
    <message>
        <source>This system names no folder for the user&apos;s data, where updated prices are kept.</source>
        <translation>Este sistema no indica ninguna carpeta de datos del usuario donde guardar los precios actualizados.</translation>
    </message>
    <message>
        <source>%1 File → Update Prices brings them up to date.</source>
        <translation>%1 Archivo → Actualizar precios los pone al día.</translation>
    </message>
</context>
<context>
    <name>tco::ui::MoneyChart</name>
    <message>
        <source>Choose an option that can run to see its money year by year.</source>
        <translation>Elija una opción que pueda funcionar para ver su dinero año a año.</translation>
    </message>
    <message>
        <source>Cash out a year</source>
        <translation>Caja al año</translation>
    </message>
    <message>
        <source>P&amp;L cost a year</source>
        <translation>Gasto al año</translation>
    </message>
    <message>
        <source>%1
%2: %3</source>
        <translation>%1
%2: %3</translation>
    </message>
</context>
<context>
    <name>tco::ui::MoneyPanel</name>
    <message>
        <source>&amp;Option:</source>
        <translation>&amp;Opción:</translation>
    </message>
    <message>
        <source>&amp;Cash flow: servers paid when bought</source>
        <translation>&amp;Flujo de caja: servidores pagados al comprarlos</translation>
    </message>
    <message>
        <source>&amp;P&amp;&amp;L: servers as they depreciate</source>
        <translation>&amp;Resultados: servidores según se amortizan</translation>
    </message>
</context>
<context>
    <name>tco::ui::MoneyTableModel</name>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>Año %1</translation>
    </message>
    <message>
        <source>Year %1 (%2 of 12 months)</source>
        <translation>Año %1 (%2 de 12 meses)</translation>
    </message>
</context>
<context>
    <name>tco::ui::MonteCarloRunner</name>
    <message>
        <source>Give at least one input a distribution first.</source>
        <translation>Primero hay que dar una distribución al menos a un dato.</translation>
    </message>
    <message>
        <source>The scenario needs a self-hosted option and an API offer to compare.</source>
        <translation>El escenario necesita una opción autoalojada y una oferta de API que comparar.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>Neither option compared commits to anything: give one a reservation or a committed spend.</source>
        <translation>Ninguna de las opciones comparadas se compromete a nada: dé a una una reserva o un gasto comprometido.</translation>
    </message>
</context>
<context>
    <name>tco::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Desktop</source>
        <translation>Según el escritorio</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Colores:</translation>
    </message>
    <message>
        <source>Trust &amp;API prices for:</source>
        <translation>Precios de &amp;API fiables durante:</translation>
    </message>
    <message>
        <source>Trust cl&amp;oud GPU prices for:</source>
        <translation>Precios de GPU en la n&amp;ube fiables durante:</translation>
    </message>
    <message numerus="yes">
        <source>%n days</source>
        <comment>trust prices for</comment>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tco::ui::PriceUpdate</name>
    <message>
        <source>Choose a price list file, or give the address of one.</source>
        <translation>Elija un archivo de lista de precios o indique la dirección de una.</translation>
    </message>
    <message>
        <source>%1: the file %2</source>
        <translation>%1: el archivo %2</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: not a price list.</source>
        <translation>%1 ocupa más de %2 MB: no es una lista de precios.</translation>
    </message>
    <message>
        <source>%1 sent nothing for %2 s. Check the connection and the system&apos;s proxy settings, or download the list with a browser and choose the file.</source>
        <translation>%1 no ha enviado nada en %2 s. Compruebe la conexión y la configuración de proxy del sistema, o descargue la lista con un navegador y elija el archivo.</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: %2</source>
        <translation>No se ha podido descargar %1: %2</translation>
    </message>
    <message>
        <source>%1 is none of the price lists Breakeven reads (LiteLLM, genai-prices, OpenRouter, SkyPilot); choose its format if it is one.</source>
        <translation>%1 no es ninguna de las listas de precios que lee Breakeven (LiteLLM, genai-prices, OpenRouter, SkyPilot); elija su formato si lo es.</translation>
    </message>
    <message>
        <source>Read a price list first.</source>
        <translation>Primero hay que leer una lista de precios.</translation>
    </message>
</context>
<context>
    <name>tco::ui::PriceUpdateDialog</name>
    <message>
        <source>Update Prices</source>
        <translation>Actualizar precios</translation>
    </message>
    <message>
        <source>A price list file, or its address (https://…)</source>
        <translation>Un archivo de lista de precios o su dirección (https://…)</translation>
    </message>
    <message>
        <source>&amp;Published Lists</source>
        <translation>Listas &amp;publicadas</translation>
    </message>
    <message>
        <source>Choose &amp;File…</source>
        <translation>Elegir &amp;archivo…</translation>
    </message>
    <message>
        <source>Choose a Price List</source>
        <translation>Elegir una lista de precios</translation>
    </message>
    <message>
        <source>Price lists (*.json *.csv);;All files (*)</source>
        <translation>Listas de precios (*.json *.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Found from the contents</source>
        <translation>Según el contenido</translation>
    </message>
    <message>
        <source>SkyPilot lists only; else the name of the list&apos;s folder (aws, lambda …)</source>
        <translation>Solo listas de SkyPilot; si no, el nombre de la carpeta de la lista (aws, lambda …)</translation>
    </message>
    <message>
        <source>Price &amp;list:</source>
        <translation>&amp;Lista de precios:</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormato:</translation>
    </message>
    <message>
        <source>Clou&amp;d:</source>
        <translation>&amp;Nube:</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>Lee&amp;r</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>Nothing is written until you put the list&apos;s prices in use.</source>
        <translation>No se guarda nada hasta que se usen los precios de la lista.</translation>
    </message>
    <message>
        <source>Catalog entry</source>
        <translation>Entrada del catálogo</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Cifra</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>In the list</source>
        <translation>En la lista</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Entry of the list</source>
        <translation>Entrada de la lista</translation>
    </message>
    <message>
        <source>Why it is not used</source>
        <translation>Por qué no se usa</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Cambios</translation>
    </message>
    <message>
        <source>Not Mapped</source>
        <translation>Sin correspondencia</translation>
    </message>
    <message>
        <source>Prices in USD per million tokens; cloud offers in USD per GPU-hour.</source>
        <translation>Precios en USD por millón de tokens; ofertas en la nube en USD por hora de GPU.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The answer with the prices in use&lt;/b&gt;</source>
        <translation>&lt;b&gt;La respuesta con los precios en uso&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;With the list&apos;s prices&lt;/b&gt;</source>
        <translation>&lt;b&gt;Con los precios de la lista&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Use These Prices</source>
        <translation>&amp;Usar estos precios</translation>
    </message>
    <message>
        <source>Reading %1 …</source>
        <translation>Leyendo %1 …</translation>
    </message>
    <message>
        <source>Read as %1. Catalog entries priced: %2, with new figures: %3. Entries of the list not mapped: %4.</source>
        <translation>Leída como %1. Entradas del catálogo con precio: %2, con cifras nuevas: %3. Entradas de la lista sin correspondencia: %4.</translation>
    </message>
    <message>
        <source>(the same figures)</source>
        <translation>(las mismas cifras)</translation>
    </message>
    <message>
        <source>Changes (%1)</source>
        <translation>Cambios (%1)</translation>
    </message>
    <message>
        <source>Not Mapped (%1)</source>
        <translation>Sin correspondencia (%1)</translation>
    </message>
    <message>
        <source>The answer does not move.</source>
        <translation>La respuesta no cambia.</translation>
    </message>
    <message>
        <source>The answer moves.</source>
        <translation>La respuesta cambia.</translation>
    </message>
    <message>
        <source>The list&apos;s prices are in use; %1 holds them (delete it to undo).</source>
        <translation>Los precios de la lista están en uso; %1 los contiene (bórrelo para deshacer).</translation>
    </message>
</context>
<context>
    <name>tco::ui::RackGrid</name>
    <message>
        <source>Rack %1, GPU %2</source>
        <translation>Rack %1, GPU %2</translation>
    </message>
    <message>
        <source>Server %1, GPU %2</source>
        <translation>Servidor %1, GPU %2</translation>
    </message>
    <message>
        <source>%1: free</source>
        <translation>%1: libre</translation>
    </message>
    <message>
        <source>, stranded: a job waits that the free GPUs could hold together</source>
        <translation>, varada: espera un trabajo que las GPU libres juntas podrían alojar</translation>
    </message>
    <message>
        <source>%1: %2 job %3, %4 GPUs</source>
        <translation>%1: %2, trabajo %3, %4 GPU</translation>
    </message>
    <message>
        <source>%1, slowed: split over more NVLink domains than it needs</source>
        <translation>%1, ralentizada: repartido en más dominios NVLink de los necesarios</translation>
    </message>
</context>
<context>
    <name>tco::ui::RangesDialog</name>
    <message>
        <source>Tornado Ranges</source>
        <translation>Rangos del tornado</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Mínimo</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Máximo</translation>
    </message>
    <message>
        <source>%1: give a low and a high, both numbers, or neither.</source>
        <translation>%1: indicar un mínimo y un máximo, ambos numéricos, o ninguno de los dos.</translation>
    </message>
    <message>
        <source>Tornado ranges</source>
        <translation>Rangos del tornado</translation>
    </message>
    <message>
        <source>Each input moves over its default range, which follows the kind of number it is (an exchange rate ±5%, a GPU-hour ±30%, the volume ÷3 to ×3), unless it has a low and a high here.</source>
        <translation>Cada dato se mueve en su rango por defecto, que depende de la clase de número que es (un tipo de cambio ±5%, una hora de GPU ±30%, el volumen ÷3 a ×3), salvo que aquí tenga un mínimo y un máximo.</translation>
    </message>
    <message>
        <source>Default range</source>
        <translation>Rango por defecto</translation>
    </message>
    <message>
        <source>none at zero</source>
        <translation>ninguno en cero</translation>
    </message>
    <message>
        <source>An input at zero has no default range: give it a low and a high.</source>
        <translation>Un dato en cero no tiene rango por defecto: dele un mínimo y un máximo.</translation>
    </message>
</context>
<context>
    <name>tco::ui::RecoveryFile</name>
    <message>
        <source>Unsaved changes cannot be kept safe: the recovery copy %1 could not be written (%2). Save the scenario to keep them.</source>
        <translation>Los cambios sin guardar no están a salvo: no se pudo escribir la copia de recuperación %1 (%2). Guarde el escenario para conservarlos.</translation>
    </message>
</context>
<context>
    <name>tco::ui::ScenarioEditor</name>
    <message>
        <source>the scenario</source>
        <translation>el escenario</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>Tipos de cambio</translation>
    </message>
    <message>
        <source>exchange rate</source>
        <translation>tipo de cambio</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Carga de trabajo</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Self-hosted options</source>
        <translation>Opciones autoalojadas</translation>
    </message>
    <message>
        <source>self-hosted option</source>
        <translation>opción autoalojada</translation>
    </message>
    <message>
        <source>Staffing</source>
        <translation>Personal</translation>
    </message>
    <message>
        <source>One-time costs</source>
        <translation>Costes únicos</translation>
    </message>
    <message>
        <source>API offers</source>
        <translation>Ofertas de API</translation>
    </message>
    <message>
        <source>API offer</source>
        <translation>oferta de API</translation>
    </message>
    <message>
        <source>Add %1</source>
        <comment>undo step; %1 names what is added</comment>
        <translation>Añadir %1</translation>
    </message>
    <message>
        <source>Remove %1 “%2”</source>
        <comment>undo step; %1 names what is removed, %2 its name</comment>
        <translation>Eliminar %1 «%2»</translation>
    </message>
    <message>
        <source>Rental terms</source>
        <translation>Condiciones de alquiler</translation>
    </message>
    <message>
        <source>Ownership costs</source>
        <translation>Costes de propiedad</translation>
    </message>
    <message>
        <source>Advanced: serving assumptions</source>
        <translation>Avanzado: supuestos de servicio</translation>
    </message>
    <message>
        <source>Not applied: see the problem at “%1”.</source>
        <translation>No aplicado: ver el problema en «%1».</translation>
    </message>
    <message>
        <source>GPU cluster</source>
        <translation>Clúster de GPU</translation>
    </message>
    <message>
        <source>Typed replicas</source>
        <translation>Réplicas escritas</translation>
    </message>
    <message>
        <source>Serving replicas&apos; layout</source>
        <translation>Disposición de las réplicas</translation>
    </message>
    <message>
        <source>Job mix</source>
        <translation>Mezcla de trabajos</translation>
    </message>
    <message>
        <source>job class</source>
        <translation>clase de trabajos</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Disposición</translation>
    </message>
    <message>
        <source>Hybrid plans</source>
        <translation>Planes híbridos</translation>
    </message>
    <message>
        <source>A self-hosted fleet for the base of the load and an API offer for the peaks. Needs the week&apos;s load profile.</source>
        <translation>Una flota propia para la carga base y una oferta de API para los picos. Necesita el perfil de carga de la semana.</translation>
    </message>
    <message>
        <source>hybrid plan</source>
        <translation>plan híbrido</translation>
    </message>
</context>
<context>
    <name>tco::ui::ScenarioPresenter</name>
    <message>
        <source>recovered scenario</source>
        <translation>escenario recuperado</translation>
    </message>
</context>
<context>
    <name>tco::ui::SensitivityPanel</name>
    <message>
        <source>&amp;Tornado: each input across its range</source>
        <translation>&amp;Tornado: cada dato en su rango</translation>
    </message>
    <message>
        <source>S&amp;pider: the path from each range&apos;s low end to its high end</source>
        <translation>&amp;Araña: el recorrido de cada rango de su mínimo a su máximo</translation>
    </message>
    <message>
        <source>Each input&apos;s range follows the kind of number it is (an exchange rate ±5%, a GPU-hour ±30%, the volume ÷3 to ×3), unless Analysis → Tornado Ranges… gives it another.</source>
        <translation>El rango de cada dato depende de la clase de número que es (un tipo de cambio ±5%, una hora de GPU ±30%, el volumen ÷3 a ×3), salvo que Análisis → Rangos del tornado… le dé otro.</translation>
    </message>
</context>
<context>
    <name>tco::ui::SliderPanel</name>
    <message>
        <source>Self-hosted option:</source>
        <translation>Opción autoalojada:</translation>
    </message>
    <message>
        <source>API offer:</source>
        <translation>Oferta de API:</translation>
    </message>
    <message>
        <source>Type a value and press Enter</source>
        <translation>Escriba un valor y pulse Intro</translation>
    </message>
</context>
<context>
    <name>tco::ui::SpeedCostChart</name>
    <message>
        <source>Today&apos;s fleet</source>
        <translation>Flota actual</translation>
    </message>
    <message>
        <source>Output tokens per second per user</source>
        <translation>Tokens de salida por segundo y usuario</translation>
    </message>
    <message>
        <source>Target per user</source>
        <translation>Objetivo por usuario</translation>
    </message>
    <message>
        <source>Target: %1 per user</source>
        <translation>Objetivo: %1 por usuario</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>Coste por millón de tokens</translation>
    </message>
</context>
<context>
    <name>tco::ui::SpeedCostPresenter</name>
    <message>
        <source>The configurations could not be worked out: %1</source>
        <translation>No se han podido calcular las configuraciones: %1</translation>
    </message>
    <message>
        <source>%1, today&apos;s fleet</source>
        <comment>a self-hosted option</comment>
        <translation>%1, flota actual</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>%1
%2
%3 output tokens/s per user, first token in %4 ms
%5 GPUs: %6 per million tokens</source>
        <translation>%1
%2
%3 tokens de salida/s por usuario, primer token en %4 ms
%5 GPU: %6 por millón de tokens</translation>
    </message>
</context>
<context>
    <name>tco::ui::SpiderChart</name>
    <message>
        <source>Low end</source>
        <translation>Mínimo</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>High end</source>
        <translation>Máximo</translation>
    </message>
    <message>
        <source>Each input across its range</source>
        <translation>Cada dato en su rango</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <source>%1
At %2: %3 (%4)</source>
        <translation>%1
Con %2: %3 (%4)</translation>
    </message>
</context>
<context>
    <name>tco::ui::SweepChart</name>
    <message>
        <source>Tokens per day</source>
        <translation>Tokens al día</translation>
    </message>
    <message>
        <source>Current volume</source>
        <translation>Volumen actual</translation>
    </message>
    <message>
        <source>Current volume: %1 tokens a day</source>
        <translation>Volumen actual: %1 tokens al día</translation>
    </message>
    <message>
        <source>%1
%2 tokens a day: %3</source>
        <translation>%1
%2 tokens al día: %3</translation>
    </message>
</context>
<context>
    <name>tco::ui::TornadoChart</name>
    <message>
        <source>Input lower</source>
        <translation>Dato más bajo</translation>
    </message>
    <message>
        <source>Input higher</source>
        <translation>Dato más alto</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <source>%1
At %2: %3
At %4: %5</source>
        <translation>%1
Con %2: %3
Con %4: %5</translation>
    </message>
</context>
<context>
    <name>tco::ui::UncertaintyChart</name>
    <message>
        <source>P5</source>
        <translation>P5</translation>
    </message>
    <message>
        <source>Median (P50)</source>
        <translation>Mediana (P50)</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>Share of samples (%)</source>
        <translation>Proporción de muestras (%)</translation>
    </message>
    <message>
        <source>%1 cheaper</source>
        <translation>%1 más barato</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>%1 por millón de tokens</translation>
    </message>
    <message>
        <source>No sample has an outcome: in every one, a self-hosted option the outcome measures could not run. Narrow the distributions of the inputs that size it.</source>
        <translation>Ninguna muestra tiene resultado: en todas, una opción autoalojada que mide el resultado no pudo ejecutarse. Estreche las distribuciones de los datos que la dimensionan.</translation>
    </message>
    <message>
        <source>No input has a distribution yet. Add… below gives one to an input you are unsure of, and Suggest gives the five that move the outcome most a first one; then Run.</source>
        <translation>Ningún dato tiene aún una distribución. Añadir… (abajo) da una a un dato del que no está seguro, y Sugerir da una primera a los cinco que más mueven el resultado; después, Ejecutar.</translation>
    </message>
    <message>
        <source>Run draws the inputs that have a distribution together, prices the whole scenario for each sample, and shows here how the outcome spreads.</source>
        <translation>Ejecutar extrae juntos los datos que tienen distribución, calcula el escenario entero para cada muestra y muestra aquí cómo se reparte el resultado.</translation>
    </message>
    <message>
        <source>Share below (S-curve)</source>
        <translation>Proporción por debajo (curva S)</translation>
    </message>
    <message>
        <source>Samples below (%)</source>
        <translation>Muestras por debajo (%)</translation>
    </message>
    <message>
        <source>%1 of the samples below %2</source>
        <translation>%1 de las muestras por debajo de %2</translation>
    </message>
</context>
<context>
    <name>tco::ui::UncertaintyPanel</name>
    <message>
        <source>Input</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>Distribución</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Añadir…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>E&amp;liminar</translation>
    </message>
    <message>
        <source>S&amp;uggest</source>
        <translation>S&amp;ugerir</translation>
    </message>
    <message>
        <source>Gives the %1 inputs that move the outcome most, of those without one, a triangular distribution over the range the tornado varies them: a start to refine.</source>
        <translation>Da a los %1 datos que más mueven el resultado, de entre los que no tienen una, una distribución triangular sobre el rango en que los varía el tornado: un punto de partida para afinar.</translation>
    </message>
    <message>
        <source>The same seed draws the same samples, on any computer.</source>
        <translation>La misma semilla genera las mismas muestras en cualquier ordenador.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;jecutar</translation>
    </message>
    <message>
        <source>&amp;Samples:</source>
        <translation>&amp;Muestras:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Se&amp;milla:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Uncertain inputs&lt;/b&gt;</source>
        <translation>&lt;b&gt;Datos inciertos&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a kind of distribution: its figures</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Remove distribution of %1</source>
        <translation>Eliminar la distribución de %1</translation>
    </message>
    <message>
        <source>Suggest distributions</source>
        <translation>Sugerir distribuciones</translation>
    </message>
    <message>
        <source>&lt;p&gt;Give the inputs you are unsure of a distribution, then run: every sample draws them together and prices the whole scenario.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dar una distribución a los datos de los que no se está seguro y ejecutar: cada muestra los extrae a la vez y calcula el coste de todo el escenario.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;The scenario has changed since this run: run it again to update.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;El escenario ha cambiado desde esta ejecución: hay que volver a ejecutarla para actualizarla.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;big&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/big&gt; chance that %2 costs less than %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;big&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/big&gt; de probabilidad de que %2 cueste menos que %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>P5</source>
        <translation>P5</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>What drives the spread (share of variance):</source>
        <translation>Qué explica la dispersión (parte de la varianza):</translation>
    </message>
    <message>
        <source>%1 samples, seed %2.</source>
        <translation>%1 muestras, semilla %2.</translation>
    </message>
    <message>
        <source>%1 samples in which a self-hosted option could not run are left out.</source>
        <translation>Se excluyen %1 muestras en las que una opción autoalojada no podía funcionar.</translation>
    </message>
    <message>
        <source>%1

Why: %2</source>
        <comment>a distribution, and the reason for it</comment>
        <translation>%1

Por qué: %2</translation>
    </message>
    <message>
        <source>Suggested from the tornado&apos;s range for it (%1): replace it with what you know, and say where it comes from.</source>
        <translation>Sugerida a partir de su rango en el tornado (%1): sustitúyala por lo que sepa y diga de dónde procede.</translation>
    </message>
    <message>
        <source>&amp;Correlations…</source>
        <translation>&amp;Correlaciones…</translation>
    </message>
    <message>
        <source>Which inputs move together, and how closely: drawn together with those rank correlations.</source>
        <translation>Qué entradas se mueven juntas, y cuánto: se extraen juntas con esas correlaciones de rangos.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>Latin hypercube</source>
        <translation>Hipercubo latino</translation>
    </message>
    <message>
        <source>Latin hypercube draws each input once in each of as many equally likely slices of its range as there are samples: steadier percentiles from fewer samples.</source>
        <translation>El hipercubo latino extrae cada entrada una vez en cada uno de tantos tramos igual de probables de su rango como muestras haya: percentiles más estables con menos muestras.</translation>
    </message>
    <message>
        <source>Samp&amp;ling:</source>
        <translation>Mues&amp;treo:</translation>
    </message>
    <message>
        <source>Change sampling</source>
        <translation>Cambiar muestreo</translation>
    </message>
    <message>
        <source>%1 and %2 were drawn with a rank correlation of %3, not %4: the correlations asked for are impossible together, and the nearest possible ones were used.</source>
        <translation>%1 y %2 se extrajeron con una correlación de rangos de %3, no de %4: las correlaciones pedidas son imposibles juntas y se usaron las posibles más cercanas.</translation>
    </message>
    <message>
        <source>A month</source>
        <translation>Un mes</translation>
    </message>
    <message>
        <source>Over the horizon</source>
        <translation>En el horizonte</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>Valor actual</translation>
    </message>
    <message>
        <source>&amp;Outcome:</source>
        <translation>&amp;Resultado:</translation>
    </message>
    <message>
        <source>What the run measures: the two options&apos; difference in a month at today&apos;s volume, summed over the horizon as the volume grows, or that discounted to today at the scenario&apos;s rate; or what the option that commits pays over the horizon for reserved GPUs or promised spend it does not use.</source>
        <translation>Lo que mide la ejecución: la diferencia de las dos opciones en un mes al volumen de hoy, sumada sobre el horizonte a medida que crece el volumen, o descontada a hoy a la tasa del escenario; o lo que la opción comprometida paga en el horizonte por GPU reservadas o gasto prometido que no usa.</translation>
    </message>
</context>
<context>
    <name>tco::ui::UnitCostChart</name>
    <message>
        <source>Cost per million tokens</source>
        <translation>Coste por millón de tokens</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>%1 por millón de tokens</translation>
    </message>
</context>
<context>
    <name>tco::ui::VariantsModel</name>
    <message>
        <source>cannot run</source>
        <translation>no viable</translation>
    </message>
    <message>
        <source>%1 (%2 a month)</source>
        <translation>%1 (%2 al mes)</translation>
    </message>
    <message>
        <source>Outcome (%1 a month)</source>
        <translation>Resultado (%1 al mes)</translation>
    </message>
    <message>
        <source>Change (%1 a month)</source>
        <translation>Cambio (%1 al mes)</translation>
    </message>
    <message>
        <source>Change (%)</source>
        <translation>Cambio (%)</translation>
    </message>
    <message>
        <source>Set in “%1”. Empty the cell to use the current value again.</source>
        <translation>Fijado en «%1». Vaciar la celda para volver a usar el valor actual.</translation>
    </message>
    <message>
        <source>The current value: “%1” leaves it as it is. Type a value to set it in this variant.</source>
        <translation>El valor actual: «%1» no lo cambia. Escribir un valor para fijarlo en esta variante.</translation>
    </message>
    <message>
        <source>Cannot run with this variant&apos;s values.</source>
        <translation>No viable con los valores de esta variante.</translation>
    </message>
    <message>
        <source>No change to compare: an option the outcome measures cannot run, or the current outcome is zero.</source>
        <translation>Ningún cambio que comparar: una opción que mide el resultado no es viable, o el resultado actual es cero.</translation>
    </message>
    <message>
        <source>Current values</source>
        <translation>Valores actuales</translation>
    </message>
    <message>
        <source>Each variant&apos;s outcome less the outcome at the current values.</source>
        <translation>El resultado de cada variante menos el resultado con los valores actuales.</translation>
    </message>
    <message>
        <source>Set %1 in “%2”</source>
        <translation>Fijar %1 en «%2»</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>«%1» no es un número</translation>
    </message>
    <message>
        <source>Add variant “%1”</source>
        <translation>Añadir la variante «%1»</translation>
    </message>
    <message>
        <source>a variant needs a name</source>
        <translation>una variante necesita un nombre</translation>
    </message>
    <message>
        <source>“%1” is already the name of a variant</source>
        <translation>«%1» ya es el nombre de una variante</translation>
    </message>
    <message>
        <source>this scenario has no input at %1</source>
        <translation>este escenario no tiene ningún dato en %1</translation>
    </message>
    <message>
        <source>Add %1 to “%2”</source>
        <translation>Añadir %1 a «%2»</translation>
    </message>
    <message>
        <source>Use the current %1 in “%2”</source>
        <translation>Usar el valor actual de %1 en «%2»</translation>
    </message>
    <message>
        <source>Rename variant “%1” to “%2”</source>
        <translation>Renombrar la variante «%1» como «%2»</translation>
    </message>
    <message>
        <source>Remove variant “%1”</source>
        <translation>Eliminar la variante «%1»</translation>
    </message>
    <message>
        <source>What %1 costs a month more than %2</source>
        <translation>Lo que %1 cuesta al mes más que %2</translation>
    </message>
    <message>
        <source>Variant %1</source>
        <translation>Variante %1</translation>
    </message>
    <message numerus="yes">
        <source>Outcome over %n months, present value (%1)</source>
        <translation>
            <numerusform>Resultado en %n mes, valor actual (%1)</numerusform>
            <numerusform>Resultado en %n meses, valor actual (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change over %n months (%1)</source>
        <translation>
            <numerusform>Cambio en %n mes (%1)</numerusform>
            <numerusform>Cambio en %n meses (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change over %n months (%)</source>
        <translation>
            <numerusform>Cambio en %n mes (%)</numerusform>
            <numerusform>Cambio en %n meses (%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>What %1 costs more than %2 over %n months, each month discounted to today at %3 a year: growth, price trends and commitments move it, as the horizon chart shows</source>
        <translation>
            <numerusform>Lo que %1 cuesta más que %2 en %n mes, cada mes descontado a hoy al %3 anual: el crecimiento, las tendencias de precio y los compromisos lo mueven, como muestra el gráfico del horizonte</numerusform>
            <numerusform>Lo que %1 cuesta más que %2 en %n meses, cada mes descontado a hoy al %3 anual: el crecimiento, las tendencias de precio y los compromisos lo mueven, como muestra el gráfico del horizonte</numerusform>
        </translation>
    </message>
    <message>
        <source>no change</source>
        <translation>sin cambios</translation>
    </message>
</context>
<context>
    <name>tco::ui::VariantsView</name>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Add &amp;Variant…</source>
        <translation>Añadir &amp;variante…</translation>
    </message>
    <message>
        <source>Add &amp;Input…</source>
        <translation>Añadir &amp;dato…</translation>
    </message>
    <message>
        <source>&amp;Rename Variant…</source>
        <translation>&amp;Renombrar variante…</translation>
    </message>
    <message>
        <source>Re&amp;move Variant</source>
        <translation>&amp;Eliminar variante</translation>
    </message>
    <message>
        <source>Use &amp;Current Value</source>
        <translation>Usar el valor &amp;actual</translation>
    </message>
    <message>
        <source>Set another input in the selected variant</source>
        <translation>Fijar otro dato en la variante seleccionada</translation>
    </message>
    <message>
        <source>The selected variant takes the current value of this input again</source>
        <translation>La variante seleccionada vuelve a tomar el valor actual de este dato</translation>
    </message>
    <message>
        <source>Copy Table</source>
        <translation>Copiar tabla</translation>
    </message>
    <message>
        <source>No variants yet. A variant is a named version of the scenario that changes a few inputs (“Cheaper GPUs”, “Twice the volume”); Add Variant… puts one beside the current values.</source>
        <translation>Aún no hay variantes. Una variante es una versión con nombre del escenario que cambia algunos datos («GPU más baratas», «El doble de volumen»); Añadir variante… pone una junto a los valores actuales.</translation>
    </message>
    <message>
        <source>No outcome to compare: the scenario needs a self-hosted option that can run and an API offer.</source>
        <translation>Ningún resultado que comparar: el escenario necesita una opción autoalojada viable y una oferta de API.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>No aplicado: %1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Input:</source>
        <translation>&amp;Dato:</translation>
    </message>
    <message>
        <source>It starts at its current value; type the variant&apos;s value in the table.</source>
        <translation>Empieza con su valor actual; escribir el valor de la variante en la tabla.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Add Variant</source>
        <translation>Añadir variante</translation>
    </message>
    <message>
        <source>Add an Input to “%1”</source>
        <translation>Añadir un dato a «%1»</translation>
    </message>
    <message>
        <source>Rename Variant</source>
        <translation>Renombrar variante</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Outcome: %1, in %2; below it the same over the horizon in present value, which growth, price trends and commitments move. Shaded cells are values a variant sets; grey ones, current values it keeps. Type in a variant&apos;s cell to set its value; empty it to use the current value again.</source>
        <translation>Resultado: %1, en %2; debajo, el mismo a lo largo del horizonte en valor actual, que el crecimiento, las tendencias de precio y los compromisos mueven. Las celdas sombreadas son valores que fija una variante; las grises, valores actuales que conserva. Escribir en la celda de una variante para fijar su valor; vaciarla para volver a usar el valor actual.</translation>
    </message>
</context>
<context>
    <name>tco::ui::VolumeChart</name>
    <message>
        <source>Monthly cost</source>
        <translation>Coste mensual</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation>%1 al mes</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Punto de equilibrio</translation>
    </message>
    <message>
        <source>%1 costs less than %2 from %3 tokens a day, where the API costs %4 a month</source>
        <translation>%1 cuesta menos que %2 a partir de %3 tokens al día, punto en el que la API cuesta %4 al mes</translation>
    </message>
</context>
<context>
    <name>tco::ui::WorkshopWindow</name>
    <message>
        <source>Breakeven — Workshop</source>
        <translation>Breakeven — Modo taller</translation>
    </message>
    <message>
        <source>&amp;Linear scale</source>
        <translation>Escala &amp;lineal</translation>
    </message>
    <message>
        <source>Space costs and volumes by their differences rather than their ratios, so that a gap looks as large as it is</source>
        <translation>Espaciar costes y volúmenes por sus diferencias y no por sus cocientes, para que una diferencia se vea tan grande como es</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Costes</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Clúster</translation>
    </message>
</context>
</TS>
