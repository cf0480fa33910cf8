<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Answer</name>
    <message>
        <source>%1 tokens</source>
        <comment>a volume of tokens</comment>
        <translation>%1 Token</translation>
    </message>
    <message>
        <source>At %1 a day, %2 costs %3 a month.</source>
        <translation>Bei %1 am Tag kostet %2 im Monat %3.</translation>
    </message>
    <message>
        <source>At %1 a day, %2 costs %3 a month, %4 less than %5 at %6.</source>
        <translation>Bei %1 am Tag kostet %2 im Monat %3, %4 weniger als %5 (%6).</translation>
    </message>
    <message>
        <source>At %1 a day, %2 costs %3 a month, %4 more than %5 at %6.</source>
        <translation>Bei %1 am Tag kostet %2 im Monat %3, %4 mehr als %5 (%6).</translation>
    </message>
    <message>
        <source>At %1 a day, %2 and %3 both cost %4 a month.</source>
        <translation>Bei %1 am Tag kosten %2 und %3 gleich viel: %4 im Monat.</translation>
    </message>
    <message>
        <source>Self-hosting has been the cheaper since %1 a day, %2 today&apos;s volume.</source>
        <translation>Der Eigenbetrieb ist schon ab %1 am Tag günstiger, %2 so viel wie heute.</translation>
    </message>
    <message>
        <source>Self-hosting is the cheaper today, and for good above %1 a day, %2 today&apos;s volume.</source>
        <translation>Der Eigenbetrieb ist heute günstiger, und dauerhaft oberhalb von %1 am Tag, %2 so viel wie heute.</translation>
    </message>
    <message>
        <source>The two break even at %1 a day, %2 today&apos;s volume.</source>
        <translation>Die beiden erreichen den Break-even bei %1 am Tag, %2 so viel wie heute.</translation>
    </message>
    <message>
        <source>Self-hosting is the cheaper at every volume from %1 to %2 a day.</source>
        <translation>Der Eigenbetrieb ist bei jedem Volumen von %1 bis %2 am Tag günstiger.</translation>
    </message>
    <message>
        <source>They do not break even between %1 and %2 a day: the API stays the cheaper.</source>
        <translation>Zwischen %1 und %2 am Tag gibt es keinen Break-even: Die API bleibt günstiger.</translation>
    </message>
    <message>
        <source>Both are billed by the token, so %1 stays the cheaper at every volume.</source>
        <translation>Beide werden pro Token abgerechnet, daher bleibt %1 bei jedem Volumen günstiger.</translation>
    </message>
    <message>
        <source>Ten times today&apos;s volume would pass %1 a day, the most there is to model.</source>
        <translation>Das Zehnfache des heutigen Volumens läge über %1 am Tag, dem Höchstwert, der sich modellieren lässt.</translation>
    </message>
    <message>
        <source>At ten times today&apos;s volume, %1 a day, %2 would cost %3 a month.</source>
        <translation>Beim zehnfachen heutigen Volumen, %1 am Tag, würde %2 im Monat %3 kosten.</translation>
    </message>
    <message>
        <source>At ten times today&apos;s volume, %1 a day, %2 would cost %3 a month, %4 less than %5 at %6.</source>
        <translation>Beim zehnfachen heutigen Volumen, %1 am Tag, würde %2 im Monat %3 kosten, %4 weniger als %5 (%6).</translation>
    </message>
    <message>
        <source>At ten times today&apos;s volume, %1 a day, %2 would cost %3 a month, %4 more than %5 at %6.</source>
        <translation>Beim zehnfachen heutigen Volumen, %1 am Tag, würde %2 im Monat %3 kosten, %4 mehr als %5 (%6).</translation>
    </message>
    <message>
        <source>At ten times today&apos;s volume, %1 a day, %2 and %3 would both cost %4 a month.</source>
        <translation>Beim zehnfachen heutigen Volumen, %1 am Tag, würden %2 und %3 gleich viel kosten: %4 im Monat.</translation>
    </message>
    <message>
        <source>The cheapest option of all is %1, at %2 a month today and %3 at ten times the volume.</source>
        <translation>Die günstigste Option von allen ist %1: heute %2 im Monat und %3 beim zehnfachen Volumen.</translation>
    </message>
    <message>
        <source>The cheapest option of all today is %1, at %2 a month.</source>
        <translation>Die günstigste Option von allen ist heute %1: %2 im Monat.</translation>
    </message>
    <message>
        <source>At ten times today&apos;s volume the cheapest option of all is %1, at %2 a month.</source>
        <translation>Beim zehnfachen heutigen Volumen ist die günstigste Option von allen %1: %2 im Monat.</translation>
    </message>
    <message>
        <source>No option can run this model: see each option for the reason.</source>
        <translation>Keine Option kann dieses Modell ausführen: Die Gründe stehen bei jeder Option.</translation>
    </message>
    <message>
        <source>%1 cannot run this model: %2.</source>
        <translation>%1 kann dieses Modell nicht ausführen: %2.</translation>
    </message>
    <message>
        <source>No self-hosted option can run this model: see each option for the reason.</source>
        <translation>Keine selbst betriebene Option kann dieses Modell ausführen: Die Gründe stehen bei jeder Option.</translation>
    </message>
    <message>
        <source>It does not pay for itself within the horizon.</source>
        <translation>Es amortisiert sich innerhalb des Horizonts nicht.</translation>
    </message>
    <message>
        <source>It is ahead from the start.</source>
        <translation>Es liegt von Anfang an vorn.</translation>
    </message>
    <message>
        <source>It pays for itself in month %1.</source>
        <translation>Es amortisiert sich im Monat %1.</translation>
    </message>
    <message>
        <source>It pays for itself in month %1, but not with the money discounted.</source>
        <translation>Es amortisiert sich im Monat %1, abgezinst aber nicht.</translation>
    </message>
    <message>
        <source>It pays for itself in month %1, or month %2 with the money discounted.</source>
        <translation>Es amortisiert sich im Monat %1, abgezinst im Monat %2.</translation>
    </message>
    <message>
        <source>%1 against %2 saves %3 in today&apos;s money, at %4 a year.</source>
        <translation>%1 gegenüber %2 spart %3 in heutigem Geld, bei %4 im Jahr.</translation>
    </message>
    <message>
        <source>%1 against %2 costs %3 more in today&apos;s money, at %4 a year.</source>
        <translation>%1 gegenüber %2 kostet %3 mehr in heutigem Geld, bei %4 im Jahr.</translation>
    </message>
    <message>
        <source>Its rate of return is %1 a year.</source>
        <translation>Sein interner Zinsfuß beträgt %1 im Jahr.</translation>
    </message>
    <message>
        <source>At ten times today&apos;s volume the cheapest hybrid would still be %1 alone.</source>
        <translation>Beim Zehnfachen des heutigen Volumens wäre der günstigste Hybrid weiterhin %1 allein.</translation>
    </message>
    <message>
        <source>At ten times today&apos;s volume the cheapest hybrid would be %1 alone, its GPUs serving even the busiest hour.</source>
        <translation>Beim Zehnfachen des heutigen Volumens wäre der günstigste Hybrid %1 allein: Seine GPUs bedienen selbst die Spitzenstunde.</translation>
    </message>
    <message>
        <source>At ten times today&apos;s volume, %1 would run %2 GPUs, send %3 of the tokens to %4 and cost %5 a month, %6 less than %7 alone at %8.</source>
        <translation>Beim Zehnfachen des heutigen Volumens würde %1 %2 GPUs betreiben, %3 der Token an %4 senden und %5 im Monat kosten, %6 weniger als %7 allein mit %8.</translation>
    </message>
    <message>
        <source>No hybrid of %1 and %2 beats %2 alone: a replica of %1 costs more than %2 charges for what it serves, even busy every hour.</source>
        <translation>Kein Hybrid aus %1 und %2 schlägt %2 allein: Eine Replik von %1 kostet mehr, als %2 für das berechnet, was sie bedient, selbst wenn sie jede Stunde ausgelastet ist.</translation>
    </message>
    <message>
        <source>No hybrid of %1 and %2 beats %2 alone: a replica pays for itself when busy %3 of the week&apos;s hours or more, but a fleet costs %4 a month before its first GPU.</source>
        <translation>Kein Hybrid aus %1 und %2 schlägt %2 allein: Eine Replik rechnet sich ab %3 ausgelasteter Wochenstunden, aber eine Flotte kostet vor ihrer ersten GPU schon %4 im Monat.</translation>
    </message>
    <message>
        <source>The cheapest hybrid of %1 and %2 is %1 alone: a replica pays for itself when busy just %3 of the week&apos;s hours, so even the busiest hour is cheaper on GPUs of its own.</source>
        <translation>Der günstigste Hybrid aus %1 und %2 ist %1 allein: Eine Replik rechnet sich schon ab %3 ausgelasteter Wochenstunden, also ist selbst die Spitzenstunde auf eigenen GPUs günstiger.</translation>
    </message>
    <message>
        <source>%1 runs %2 GPUs for every hour up to %3 the average rate and sends the rest, %4 of the tokens, to %5.</source>
        <translation>%1 betreibt %2 GPUs für jede Stunde bis %3 des Durchschnitts und sendet den Rest, %4 der Token, an %5.</translation>
    </message>
    <message>
        <source>A replica costs the same busy or idle and pays for itself only when busy %1 of the week&apos;s hours or more; the load above the fleet comes in fewer hours, so %2 serves it for less.</source>
        <translation>Eine Replik kostet ausgelastet wie untätig dasselbe und rechnet sich erst ab %1 ausgelasteter Wochenstunden; die Last über der Flotte fällt in weniger Stunden an, also bedient %2 sie günstiger.</translation>
    </message>
    <message>
        <source>At %1 a day, %2 costs %3 a month, %4 less than %5 alone at %6.</source>
        <translation>Bei %1 am Tag kostet %2 %3 im Monat, %4 weniger als %5 allein mit %6.</translation>
    </message>
    <message>
        <source>At %1 a day, %2 costs %3 a month, %4 more than %5 alone at %6.</source>
        <translation>Bei %1 am Tag kostet %2 %3 im Monat, %4 mehr als %5 allein mit %6.</translation>
    </message>
    <message>
        <source>At %1 a day, %2 and %3 alone both cost %4 a month.</source>
        <translation>Bei %1 am Tag kosten %2 und %3 allein beide %4 im Monat.</translation>
    </message>
    <message>
        <source>The hybrid plan has been the cheaper since %1 a day, %2 today&apos;s volume.</source>
        <translation>Der Hybridplan ist schon ab %1 am Tag günstiger, %2 so viel wie heute.</translation>
    </message>
    <message>
        <source>The hybrid plan is the cheaper at every volume from %1 to %2 a day.</source>
        <translation>Der Hybridplan ist bei jedem Volumen von %1 bis %2 am Tag günstiger.</translation>
    </message>
    <message>
        <source>the hybrid plan is cheaper above %1 a day, %2 today&apos;s volume</source>
        <translation>der Hybridplan ist oberhalb von %1 am Tag günstiger, %2 so viel wie heute</translation>
    </message>
    <message>
        <source>self-hosting is cheaper above %1 a day, %2 today&apos;s volume</source>
        <translation>Eigenbetrieb ist oberhalb von %1 am Tag günstiger, %2 so viel wie heute</translation>
    </message>
    <message>
        <source>the hybrid plan is cheaper at every volume from %1 a day</source>
        <translation>der Hybridplan ist bei jedem Volumen ab %1 am Tag günstiger</translation>
    </message>
    <message>
        <source>self-hosting is cheaper at every volume from %1 a day</source>
        <translation>Eigenbetrieb ist bei jedem Volumen ab %1 am Tag günstiger</translation>
    </message>
    <message>
        <source>the API stays cheaper up to %1 a day</source>
        <translation>die API bleibt bis %1 am Tag günstiger</translation>
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
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>reserved 1 year</source>
        <translation>reserviert 1 Jahr</translation>
    </message>
    <message>
        <source>reserved 3 years</source>
        <translation>reserviert 3 Jahre</translation>
    </message>
    <message>
        <source>%1 GiB, %2 per server</source>
        <translation>%1 GiB, %2 pro Server</translation>
    </message>
    <message>
        <source>, %1 W</source>
        <translation>, %1 W</translation>
    </message>
    <message>
        <source>, list price %1</source>
        <translation>, Listenpreis %1</translation>
    </message>
    <message>
        <source>%1 B parameters, %2 B active, %3 tokens of context</source>
        <translation>%1 Mrd. Parameter, %2 Mrd. aktiv, %3 Token Kontext</translation>
    </message>
    <message>
        <source>%1 B parameters, %2 tokens of context</source>
        <translation>%1 Mrd. Parameter, %2 Token Kontext</translation>
    </message>
    <message>
        <source>%1 per GPU-hour, %2; %3 %4</source>
        <translation>%1 pro GPU-Stunde, %2; %3 %4</translation>
    </message>
    <message>
        <source>input %1, output %2 per 10⁶ tokens</source>
        <translation>Eingabe %1, Ausgabe %2 pro 10⁶ Token</translation>
    </message>
    <message>
        <source>; cached %1</source>
        <translation>; aus dem Cache %1</translation>
    </message>
    <message>
        <source>; batch −%1</source>
        <translation>; Batch −%1</translation>
    </message>
    <message>
        <source>as of %1, estimate</source>
        <translation>Stand %1, Schätzung</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>Stand %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>as of date · source</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>busiest hour %1× the average</source>
        <translation>Spitzenstunde %1× der Durchschnitt</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>A chart is exported to a file named .png or .svg.</source>
        <translation>Ein Diagramm wird in eine Datei mit der Endung .png oder .svg exportiert.</translation>
    </message>
    <message>
        <source>The chart could not be drawn as %1.</source>
        <translation>Das Diagramm konnte nicht als %1 gezeichnet werden.</translation>
    </message>
</context>
<context>
    <name>ChartImages</name>
    <message>
        <source>The folder %1 could not be made.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
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
        <translation>Naives First Fit</translation>
    </message>
    <message>
        <source>Rack-aware</source>
        <translation>Rack-bewusst</translation>
    </message>
    <message>
        <source>Rack-aware with defragmentation</source>
        <translation>Rack-bewusst mit Defragmentierung</translation>
    </message>
    <message>
        <source>naive first fit</source>
        <translation>naives First Fit</translation>
    </message>
    <message>
        <source>rack-aware placement</source>
        <translation>rack-bewusste Platzierung</translation>
    </message>
    <message>
        <source>rack-aware placement with defragmentation</source>
        <translation>rack-bewusste Platzierung mit Defragmentierung</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>Feinabstimmung</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Entwicklung</translation>
    </message>
    <message>
        <source>%1 rack</source>
        <translation>%1 Rack</translation>
    </message>
    <message>
        <source>%1 racks</source>
        <translation>%1 Racks</translation>
    </message>
    <message>
        <source>%1 server</source>
        <translation>%1 Server</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <translation>%1 Server</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs, %3 × %4, at %5 per GPU-hour (“%6”). %7 jobs over %8 days, seed %9.</source>
        <translation>%1 zu je %2 GPUs, %3 × %4, zu %5 je GPU-Stunde („%6“). %7 Jobs über %8 Tage, Startwert %9.</translation>
    </message>
    <message>
        <source>%1 keeps %2 more (%3 GPUs) usefully busy than %4: worth %5 a year.</source>
        <translation>%1 hält %2 mehr (%3 GPUs) nützlich beschäftigt als %4: %5 im Jahr wert.</translation>
    </message>
    <message>
        <source>%1 keeps %2 fewer (%3 GPUs) usefully busy than %4: %5 a year less.</source>
        <translation>%1 hält %2 weniger (%3 GPUs) nützlich beschäftigt als %4: %5 im Jahr weniger.</translation>
    </message>
    <message>
        <source>Day %1, %2:00</source>
        <translation>Tag %1, %2:00 Uhr</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Nutzbar</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <source>Stranded</source>
        <translation>Brachliegend</translation>
    </message>
    <message>
        <source>Wait p50 / p95</source>
        <translation>Wartezeit p50 / p95</translation>
    </message>
    <message>
        <source>Lost to
placement</source>
        <translation>Verlust durch
Platzierung</translation>
    </message>
    <message>
        <source>Preemptions</source>
        <translation>Verdrängungen</translation>
    </message>
    <message>
        <source>Per useful
GPU-hour</source>
        <translation>Je nützliche
GPU-Stunde</translation>
    </message>
    <message>
        <source>%1 / %2 h</source>
        <translation>%1 / %2 h</translation>
    </message>
    <message>
        <source>none useful</source>
        <translation>keine nützliche</translation>
    </message>
    <message>
        <source>Scheduler
efficiency</source>
        <translation>Scheduler-
Effizienz</translation>
    </message>
</context>
<context>
    <name>CostItems</name>
    <message>
        <source>GPU rental</source>
        <translation>GPU-Miete</translation>
    </message>
    <message>
        <source>Cloud extras</source>
        <translation>Cloud-Zusatzkosten</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Abschreibung</translation>
    </message>
    <message>
        <source>Cost of capital</source>
        <translation>Kapitalkosten</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Colocation</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Wartung</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
    <message>
        <source>One-time costs</source>
        <translation>Einmalkosten</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Eingabe-Token</translation>
    </message>
    <message>
        <source>Cached input</source>
        <translation>Gecachte Eingabe</translation>
    </message>
    <message>
        <source>Cache writes</source>
        <translation>Cache-Schreiben</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Ausgabe-Token</translation>
    </message>
    <message>
        <source>Batch discount</source>
        <translation>Batch-Rabatt</translation>
    </message>
    <message>
        <source>Committed-spend discount</source>
        <translation>Rabatt für zugesagte Ausgaben</translation>
    </message>
    <message>
        <source>Unused commitment</source>
        <translation>Ungenutzte Zusage</translation>
    </message>
</context>
<context>
    <name>DistributionText</name>
    <message>
        <source>Uniform</source>
        <translation>Gleichverteilung</translation>
    </message>
    <message>
        <source>Triangular</source>
        <translation>Dreiecksverteilung</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalverteilung</translation>
    </message>
    <message>
        <source>Lognormal</source>
        <translation>Log-Normalverteilung</translation>
    </message>
    <message>
        <source>PERT</source>
        <translation>PERT</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>%1 to %2, most likely %3</source>
        <translation>%1 bis %2, am wahrscheinlichsten %3</translation>
    </message>
    <message>
        <source>mean %1, standard deviation %2</source>
        <translation>Mittelwert %1, Standardabweichung %2</translation>
    </message>
    <message>
        <source>typically %1, above %2 one time in ten</source>
        <translation>typisch %1, in einem von zehn Fällen über %2</translation>
    </message>
</context>
<context>
    <name>EditorActions</name>
    <message>
        <source>Self-hosted option %1</source>
        <translation>Selbst betriebene Option %1</translation>
    </message>
    <message>
        <source>API offer %1</source>
        <translation>API-Angebot %1</translation>
    </message>
    <message>
        <source>typed in</source>
        <translation>manuell eingegeben</translation>
    </message>
    <message>
        <source>Job class %1</source>
        <translation>Jobklasse %1</translation>
    </message>
    <message>
        <source>Hybrid plan %1</source>
        <translation>Hybridplan %1</translation>
    </message>
</context>
<context>
    <name>EditorFields</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Default: %1.</source>
        <comment>a number&apos;s value when the file leaves it out</comment>
        <translation>Standard: %1.</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>aus dem Katalog</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Shown as the document&apos;s title and in reports.</source>
        <translation>Erscheint als Titel des Dokuments und in Berichten.</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>The case in a few sentences, with the sources of its assumptions.</source>
        <translation>Der Fall in wenigen Sätzen, mit den Quellen seiner Annahmen.</translation>
    </message>
    <message>
        <source>Display currency</source>
        <translation>Anzeigewährung</translation>
    </message>
    <message>
        <source>The currency every result is shown in. Add an exchange rate to offer another.</source>
        <translation>Die Währung, in der alle Ergebnisse erscheinen. Fügen Sie einen Wechselkurs hinzu, um eine weitere anzubieten.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>ISO 4217</source>
        <translation>ISO 4217</translation>
    </message>
    <message>
        <source>Three capital letters, such as EUR; USD is the base of every rate.</source>
        <translation>Drei Großbuchstaben, etwa EUR; USD ist die Basis jedes Kurses.</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>The day the rate was read: YYYY-MM-DD, or YYYY-MM, YYYY, YYYY-Qn, YYYY-Hn.</source>
        <translation>Der Tag, an dem der Kurs abgelesen wurde: JJJJ-MM-TT oder JJJJ-MM, JJJJ, JJJJ-Qn (Quartal), JJJJ-Hn (Halbjahr).</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Where the rate was read, such as the ECB reference rates.</source>
        <translation>Wo der Kurs abgelesen wurde, etwa die Referenzkurse der EZB.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>The open-weight model every self-hosted option runs.</source>
        <translation>Das Open-Weight-Modell, das jede selbst betriebene Option ausführt.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <source>The numeric format the weights are stored in.</source>
        <translation>Das Zahlenformat, in dem die Gewichte gespeichert sind.</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>The numeric format of the KV cache; engines keep it in 16 bits unless told otherwise.</source>
        <translation>Das Zahlenformat des KV-Caches; Inferenz-Engines halten ihn in 16 Bit, sofern nicht anders eingestellt.</translation>
    </message>
    <message>
        <source>Unique among all options; comparisons refer to it.</source>
        <translation>Eindeutig unter allen Optionen; Vergleiche beziehen sich darauf.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>The accelerator the option runs on.</source>
        <translation>Der Beschleuniger, auf dem die Option läuft.</translation>
    </message>
    <message>
        <source>Paid for</source>
        <translation>Beschaffung</translation>
    </message>
    <message>
        <source>Whether the GPUs are rented by the hour or bought.</source>
        <translation>Ob die GPUs stundenweise gemietet oder gekauft werden.</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>Gemietet</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Gekauft</translation>
    </message>
    <message>
        <source>Cloud price</source>
        <translation>Cloud-Preis</translation>
    </message>
    <message>
        <source>A catalog offer for the option&apos;s GPU, or none to type the price in.</source>
        <translation>Ein Katalogangebot für die GPU der Option, oder keines, um den Preis selbst einzugeben.</translation>
    </message>
    <message>
        <source>None: a typed-in price</source>
        <translation>Keines: Preis manuell eingegeben</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Tarif</translation>
    </message>
    <message>
        <source>Required without a catalog offer; with one it may only repeat the offer&apos;s own.</source>
        <translation>Ohne Katalogangebot erforderlich; mit einem darf er nur den des Angebots wiederholen.</translation>
    </message>
    <message>
        <source>catalog offer&apos;s</source>
        <translation>wie im Katalogangebot</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <source>Aggregated instances prefill and decode together; disaggregated ones hand prompts from prefill to decode instances; best lets the search choose.</source>
        <translation>Aggregierte Instanzen führen Prefill und Decode gemeinsam aus; disaggregierte reichen Prompts von Prefill- an Decode-Instanzen weiter; „Beste“ lässt die Suche wählen.</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Aggregated</source>
        <translation>Aggregiert</translation>
    </message>
    <message>
        <source>Disaggregated</source>
        <translation>Disaggregiert</translation>
    </message>
    <message>
        <source>Spread over the horizon</source>
        <translation>Über den Zeitraum verteilen</translation>
    </message>
    <message>
        <source>Spread one-time costs evenly over the horizon, or count them in the first month.</source>
        <translation>Einmalkosten gleichmäßig über den Betrachtungszeitraum verteilen oder im ersten Monat verbuchen.</translation>
    </message>
    <message>
        <source>Fine-tuning run</source>
        <translation>Fine-Tuning-Lauf</translation>
    </message>
    <message>
        <source>A fine-tuning run before serving, costed from its compute and counted against every self-hosted option.</source>
        <translation>Ein Fine-Tuning-Lauf vor dem Betrieb, bewertet nach seinem Rechenaufwand und jeder selbst betriebenen Option zugerechnet.</translation>
    </message>
    <message>
        <source>The accelerator rented for the run.</source>
        <translation>Der für den Lauf gemietete Beschleuniger.</translation>
    </message>
    <message>
        <source>API price</source>
        <translation>API-Preis</translation>
    </message>
    <message>
        <source>A catalog entry, or none to type every price in.</source>
        <translation>Ein Katalogeintrag, oder keiner, um alle Preise selbst einzugeben.</translation>
    </message>
    <message>
        <source>None: typed-in prices</source>
        <translation>Keiner: Preise manuell eingegeben</translation>
    </message>
    <message>
        <source>Enter a value.</source>
        <translation>Geben Sie einen Wert ein.</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation>„%1“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>“%1” is not a currency code.</source>
        <translation>„%1“ ist kein Währungscode.</translation>
    </message>
    <message>
        <source>Change %1</source>
        <comment>undo step; %1 is a field&apos;s label</comment>
        <translation>%1 ändern</translation>
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
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Reserved, 1 year</source>
        <translation>Reserviert, 1 Jahr</translation>
    </message>
    <message>
        <source>Reserved, 3 years</source>
        <translation>Reserviert, 3 Jahre</translation>
    </message>
    <message>
        <source>YYYY-MM-DD or YYYY-MM</source>
        <translation>JJJJ-MM-TT oder JJJJ-MM</translation>
    </message>
    <message>
        <source>Simulate a GPU cluster</source>
        <translation>GPU-Cluster simulieren</translation>
    </message>
    <message>
        <source>A cluster of scale-up domains running training, fine-tuning, development and serving jobs, scheduled under each policy in the Cluster tab; the costs do not depend on it.</source>
        <translation>Ein Cluster aus Scale-up-Domänen mit Trainings-, Fine-Tuning-, Entwicklungs- und Bereitstellungsjobs, im Reiter Cluster unter jeder Richtlinie eingeplant; die Kosten hängen nicht davon ab.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>The self-hosted option, by its name, whose GPU and price the cluster has.</source>
        <translation>Die Option im Eigenbetrieb, nach ihrem Namen, deren GPU und Preis der Cluster hat.</translation>
    </message>
    <message>
        <source>Scheduler</source>
        <translation>Scheduler</translation>
    </message>
    <message>
        <source>The cluster&apos;s own scheduling policy; the Cluster tab compares all three.</source>
        <translation>Die Scheduling-Richtlinie des Clusters selbst; der Reiter Cluster vergleicht alle drei.</translation>
    </message>
    <message>
        <source>Naive first fit</source>
        <translation>Naives First Fit</translation>
    </message>
    <message>
        <source>Rack-aware</source>
        <translation>Rack-bewusst</translation>
    </message>
    <message>
        <source>Defragmenting</source>
        <translation>Defragmentierend</translation>
    </message>
    <message>
        <source>Serving replicas</source>
        <translation>Replikate im Betrieb</translation>
    </message>
    <message>
        <source>Replicas that run throughout: typed here, or the fleet the sizing builds for the option at the scenario&apos;s volume, with its layout.</source>
        <translation>Replikate, die durchgehend laufen: hier eingegeben, oder die Flotte, die die Dimensionierung für die Option beim Volumen des Szenarios bildet, mit ihrer Aufteilung.</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Eingegeben</translation>
    </message>
    <message>
        <source>The sizing&apos;s fleet</source>
        <translation>Flotte der Dimensionierung</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>May stop environments</source>
        <translation>Darf Umgebungen anhalten</translation>
    </message>
    <message>
        <source>Whether defragmentation, moving jobs to free a whole domain, may stop development environments too.</source>
        <translation>Ob die Defragmentierung, die Jobs verschiebt, um eine ganze Domäne freizumachen, auch Entwicklungsumgebungen anhalten darf.</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Trace</translation>
    </message>
    <message>
        <source>A CSV trace of jobs to replay instead of the mix, relative to the scenario file.</source>
        <translation>Ein CSV-Trace von Jobs, der statt des Mixes abgespielt wird, relativ zur Szenariodatei.</translation>
    </message>
    <message>
        <source>none: the job mix</source>
        <translation>keiner: der Jobmix</translation>
    </message>
    <message>
        <source>What the class of jobs is, for people.</source>
        <translation>Was die Jobklasse ist, für Menschen.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>What the jobs are, which decides whether they may be stopped.</source>
        <translation>Was die Jobs sind; davon hängt ab, ob sie angehalten werden dürfen.</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>Feinabstimmung</translation>
    </message>
    <message>
        <source>Development environment</source>
        <translation>Entwicklungsumgebung</translation>
    </message>
    <message>
        <source>Checkpointable</source>
        <translation>Mit Checkpoints</translation>
    </message>
    <message>
        <source>Whether defragmentation may stop a job and resume it elsewhere.</source>
        <translation>Ob die Defragmentierung einen Job anhalten und anderswo fortsetzen darf.</translation>
    </message>
    <message>
        <source>Must share a domain</source>
        <translation>Muss eine Domäne teilen</translation>
    </message>
    <message>
        <source>Whether a job waits for as few domains as its size allows, one when it fits one.</source>
        <translation>Ob ein Job auf so wenige Domänen wartet, wie seine Größe zulässt, auf eine, wenn er in eine passt.</translation>
    </message>
    <message>
        <source>the GPU&apos;s</source>
        <translation>laut GPU</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Abschreibung</translation>
    </message>
    <message>
        <source>How the books write the servers off, for the P&amp;L view: the same amount each month, or a share of what is left, more at first.</source>
        <translation>Wie die Bücher die Server abschreiben, für die GuV-Sicht: jeden Monat gleich viel oder einen Anteil des Restbuchwerts, anfangs mehr.</translation>
    </message>
    <message>
        <source>Straight-line</source>
        <translation>Linear</translation>
    </message>
    <message>
        <source>Declining balance</source>
        <translation>Degressiv</translation>
    </message>
    <message>
        <source>Load over the week</source>
        <translation>Last über die Woche</translation>
    </message>
    <message>
        <source>How the traffic spreads over the hours of the day and the days of the week, which sizes the fleet for the busiest hour and a hybrid plan&apos;s fleet for part of the load.</source>
        <translation>Wie sich der Verkehr über die Stunden des Tages und die Tage der Woche verteilt; danach richtet sich die Flotte für die stärkste Stunde und die Flotte eines Hybridplans für einen Teil der Last.</translation>
    </message>
    <message>
        <source>A catalog profile</source>
        <translation>Ein Profil aus dem Katalog</translation>
    </message>
    <message>
        <source>Typed hours and days</source>
        <translation>Eingegebene Stunden und Tage</translation>
    </message>
    <message>
        <source>One ratio: peak to average</source>
        <translation>Ein Verhältnis: Spitze zu Mittel</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>A measured or stated week of traffic from the catalog, with its source.</source>
        <translation>Eine gemessene oder festgelegte Verkehrswoche aus dem Katalog, mit Quelle.</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>24, from midnight</source>
        <translation>24, ab Mitternacht</translation>
    </message>
    <message>
        <source>The relative rate through each hour of the day in the users&apos; local time, from midnight; only the ratios matter.</source>
        <translation>Die relative Rate in jeder Stunde des Tages in der Ortszeit der Nutzer, ab Mitternacht; nur die Verhältnisse zählen.</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>7, from Monday</source>
        <translation>7, ab Montag</translation>
    </message>
    <message>
        <source>The relative volume of each day of the week, from Monday; only the ratios matter.</source>
        <translation>Das relative Volumen jedes Wochentags, ab Montag; nur die Verhältnisse zählen.</translation>
    </message>
    <message>
        <source>Base load on</source>
        <translation>Grundlast auf</translation>
    </message>
    <message>
        <source>The self-hosted option whose fleet serves the base of the load; it must run around the clock.</source>
        <translation>Die selbst betriebene Option, deren Flotte die Grundlast bedient; sie muss rund um die Uhr laufen.</translation>
    </message>
    <message>
        <source>Peaks to</source>
        <translation>Spitzen an</translation>
    </message>
    <message>
        <source>The API offer that takes the traffic above the fleet&apos;s capacity.</source>
        <translation>Das API-Angebot, das den Verkehr über der Kapazität der Flotte übernimmt.</translation>
    </message>
    <message>
        <source>least cost</source>
        <translation>geringste Kosten</translation>
    </message>
    <message>
        <source>Enter numbers apart by semicolons.</source>
        <translation>Zahlen durch Semikolons getrennt eingeben.</translation>
    </message>
    <message>
        <source>Reserved for a term</source>
        <translation>Für eine Laufzeit reserviert</translation>
    </message>
    <message>
        <source>GPUs reserved at the option&apos;s price for a term, billed whether the workload needs them or not.</source>
        <translation>Zum Preis der Option für eine Laufzeit reservierte GPUs, abgerechnet, ob die Last sie braucht oder nicht.</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Bezahlt</translation>
    </message>
    <message>
        <source>Month by month, or each term whole at its start (the cash view; the P&amp;L spreads it).</source>
        <translation>Monatlich, oder jede Laufzeit ganz zu ihrem Beginn (die Cash-Sicht; die GuV verteilt sie).</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>Monatlich</translation>
    </message>
    <message>
        <source>Up front</source>
        <translation>Im Voraus</translation>
    </message>
    <message>
        <source>Committed spend</source>
        <translation>Zugesagte Ausgaben</translation>
    </message>
    <message>
        <source>A monthly spend promised for a term: the bill never falls below it.</source>
        <translation>Für eine Laufzeit zugesagte Monatsausgaben: die Rechnung fällt nie darunter.</translation>
    </message>
    <message>
        <source>Memory accounting</source>
        <translation>Speicherabrechnung</translation>
    </message>
    <message>
        <source>What the memory share is of: the memory weights and runtime leave, which the KV cache takes (TensorRT-LLM), or the whole device, which they all share (vLLM).</source>
        <translation>Wovon der Speicheranteil gerechnet wird: vom Speicher, den Gewichte und Laufzeit frei lassen und den der KV-Cache belegt (TensorRT-LLM), oder vom ganzen Gerät, das sie sich alle teilen (vLLM).</translation>
    </message>
    <message>
        <source>Free memory (TensorRT-LLM)</source>
        <translation>Freier Speicher (TensorRT-LLM)</translation>
    </message>
    <message>
        <source>Device memory (vLLM)</source>
        <translation>Gerätespeicher (vLLM)</translation>
    </message>
    <message>
        <source>Balanced attention ranks</source>
        <translation>Ausgeglichene Attention-Ränge</translation>
    </message>
    <message>
        <source>Attention ranks take new prompts in the same step, so each step&apos;s prefill is shared evenly (TensorRT-LLM&apos;s attention_dp_config.enable_balance).</source>
        <translation>Die Attention-Ränge nehmen neue Prompts im selben Schritt auf, sodass sich das Prefill jedes Schritts gleichmäßig verteilt (attention_dp_config.enable_balance von TensorRT-LLM).</translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>%1 T</source>
        <comment>trillions of tokens</comment>
        <translation>%1 Bio.</translation>
    </message>
    <message>
        <source>%1 B</source>
        <comment>billions of tokens</comment>
        <translation>%1 Mrd.</translation>
    </message>
    <message>
        <source>%1 M</source>
        <comment>millions of tokens</comment>
        <translation>%1 Mio.</translation>
    </message>
    <message>
        <source>%1 k</source>
        <comment>thousands of tokens</comment>
        <translation>%1 Tsd.</translation>
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
        <source>%1 to %2</source>
        <comment>the ends of a range</comment>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>÷%1 to ×%1</source>
        <comment>a range by a factor either way of a value</comment>
        <translation>÷%1 bis ×%1</translation>
    </message>
    <message>
        <source>−%1%</source>
        <comment>a range below a value</comment>
        <translation>−%1&#xa0;%</translation>
    </message>
    <message>
        <source>+%1%</source>
        <comment>a range above a value</comment>
        <translation>+%1&#xa0;%</translation>
    </message>
    <message>
        <source>±%1%</source>
        <comment>a range either way of a value</comment>
        <translation>±%1&#xa0;%</translation>
    </message>
    <message>
        <source>−%1% to +%2%</source>
        <comment>a range below and above a value</comment>
        <translation>−%1&#xa0;% bis +%2&#xa0;%</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>currency, unit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>option, input</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>input, unit</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 k</source>
        <comment>an axis label in thousands</comment>
        <translation>%1 Tsd.</translation>
    </message>
    <message>
        <source>%1 M</source>
        <comment>an axis label in millions</comment>
        <translation>%1 Mio.</translation>
    </message>
    <message>
        <source>%1 B</source>
        <comment>an axis label in billions (10^9)</comment>
        <translation>%1 Mrd.</translation>
    </message>
    <message>
        <source>%1 T</source>
        <comment>an axis label in trillions (10^12)</comment>
        <translation>%1 Bio.</translation>
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
        <translation>%1 je Million Tokens</translation>
    </message>
    <message>
        <source>%1 minus %2, a month</source>
        <comment>what an analysis measures</comment>
        <translation>%1 abzüglich %2, im Monat</translation>
    </message>
    <message numerus="yes">
        <source>%1 minus %2 over %n months</source>
        <comment>what an analysis measures</comment>
        <translation>
            <numerusform>%1 abzüglich %2 über %n Monat</numerusform>
            <numerusform>%1 abzüglich %2 über %n Monate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 minus %2 over %n months, discounted to today</source>
        <comment>what an analysis measures</comment>
        <translation>
            <numerusform>%1 abzüglich %2 über %n Monat, auf heute abgezinst</numerusform>
            <numerusform>%1 abzüglich %2 über %n Monate, auf heute abgezinst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: unused commitment over %n months</source>
        <comment>what an analysis measures</comment>
        <translation>
            <numerusform>%1: ungenutzte Zusage über %n Monat</numerusform>
            <numerusform>%1: ungenutzte Zusage über %n Monate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GoalSeekDialog</name>
    <message>
        <source>Choose two different options.</source>
        <translation>Wählen Sie zwei verschiedene Optionen.</translation>
    </message>
    <message>
        <source>Choose the input to change.</source>
        <translation>Wählen Sie den zu ändernden Eingabewert.</translation>
    </message>
    <message>
        <source>Goal seek %1</source>
        <translation>Zielwertsuche: %1</translation>
    </message>
    <message>
        <source>the cost per million tokens of %1</source>
        <translation>die Kosten je Million Tokens von %1</translation>
    </message>
    <message>
        <source>the monthly cost of %1 less that of %2</source>
        <translation>die Monatskosten von %1 abzüglich derer von %2</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>%1 je Million Tokens</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation>%1 im Monat</translation>
    </message>
    <message>
        <source>The two never cost exactly the same: at %1 a fleet adds GPUs, and %2 goes from %3 to %4 more than %5.</source>
        <translation>Beide kosten nie genau gleich viel: bei %1 kommt eine Flotte auf mehr GPUs, und %2 kostet statt %3 nun %4 mehr als %5.</translation>
    </message>
    <message>
        <source>Nothing gives exactly %1: at %2 a fleet adds GPUs, and %3 jumps from %4 to %5.</source>
        <translation>Kein Wert ergibt genau %1: bei %2 kommt eine Flotte auf mehr GPUs, und %3 springt von %4 auf %5.</translation>
    </message>
    <message>
        <source>%1 and %2 cost the same at %3 (now %4).</source>
        <translation>%1 und %2 kosten bei %3 gleich viel (jetzt %4).</translation>
    </message>
    <message>
        <source>%1 costs %2 more than %3 at %4 (now %5).</source>
        <translation>%1 kostet bei %4 %2 mehr als %3 (jetzt %5).</translation>
    </message>
    <message>
        <source>%1 costs %2 less than %3 at %4 (now %5).</source>
        <translation>%1 kostet bei %4 %2 weniger als %3 (jetzt %5).</translation>
    </message>
    <message>
        <source>%1 costs %2 at %3 (now %4).</source>
        <translation>%1 kostet bei %3 %2 (jetzt %4).</translation>
    </message>
    <message>
        <source>It passes the target %1 times between %2 and %3; this is the lowest.</source>
        <translation>Es überschreitet das Ziel %1-mal zwischen %2 und %3; dies ist der niedrigste Wert.</translation>
    </message>
    <message>
        <source>No solution: a self-hosted option it compares cannot run anywhere from %1 to %2.</source>
        <translation>Keine Lösung: eine verglichene selbst betriebene Option kann von %1 bis %2 nirgends laufen.</translation>
    </message>
    <message>
        <source>No solution from %1 to %2: %3 of %4 alone comes to %5 at every value, more than all of %6 (%7 at %8, where the two come nearest).</source>
        <translation>Keine Lösung von %1 bis %2: allein %3 von %4 beträgt bei jedem Wert %5, mehr als %6 insgesamt (%7 bei %8, wo beide sich am nächsten kommen).</translation>
    </message>
    <message>
        <source>No solution from %1 to %2: %3 stays between %4 and %5, always above the target of %6; it comes nearest at %7.</source>
        <translation>Keine Lösung von %1 bis %2: %3 bleibt zwischen %4 und %5, stets über dem Ziel von %6; am nächsten kommt es bei %7.</translation>
    </message>
    <message>
        <source>No solution from %1 to %2: %3 stays between %4 and %5, always below the target of %6; it comes nearest at %7.</source>
        <translation>Keine Lösung von %1 bis %2: %3 bleibt zwischen %4 und %5, stets unter dem Ziel von %6; am nächsten kommt es bei %7.</translation>
    </message>
    <message>
        <source>Choose the options to compare.</source>
        <translation>Wählen Sie die zu vergleichenden Optionen.</translation>
    </message>
    <message>
        <source>Type the target as a number.</source>
        <translation>Geben Sie das Ziel als Zahl ein.</translation>
    </message>
</context>
<context>
    <name>Headline</name>
    <message numerus="yes">
        <source>%1 (%2, %n days)</source>
        <extracomment>An option whose price is old, its price&apos;s date and its age: &quot;Claude Opus 4.5 API (2026-07-24, 135 days)&quot;.</extracomment>
        <translation>
            <numerusform>%1 (%2, %n Tag)</numerusform>
            <numerusform>%1 (%2, %n Tage)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: catalog entry %2 as of %3, trusted for %n days</source>
        <translation>
            <numerusform>%1: Katalogeintrag %2 vom %3, gilt %n Tag als aktuell</numerusform>
            <numerusform>%1: Katalogeintrag %2 vom %3, gilt %n Tage als aktuell</numerusform>
        </translation>
    </message>
    <message>
        <source>Prices older than they are trusted: %1.</source>
        <translation>Preise älter als eingestellt: %1.</translation>
    </message>
</context>
<context>
    <name>HelpDialogs</name>
    <message>
        <source>Breakeven User Guide</source>
        <translation>Breakeven-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Breakeven scenarios (*%1);;JSON files (*.json)</source>
        <translation>Breakeven-Szenarien (*%1);;JSON-Dateien (*.json)</translation>
    </message>
</context>
<context>
    <name>MoneyLines</name>
    <message>
        <source>Servers bought</source>
        <translation>Gekaufte Server</translation>
    </message>
    <message>
        <source>Servers sold or kept</source>
        <translation>Server verkauft oder behalten</translation>
    </message>
    <message>
        <source>Running costs</source>
        <translation>Laufende Kosten</translation>
    </message>
    <message>
        <source>One-time costs</source>
        <translation>Einmalkosten</translation>
    </message>
    <message>
        <source>Net cash out</source>
        <translation>Netto-Mittelabfluss</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>Abschreibung</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Aufwand</translation>
    </message>
    <message>
        <source>Prepaid commitments</source>
        <translation>Vorausbezahlte Zusagen</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>The report could not be written to %1: %2.</source>
        <translation>Der Bericht konnte nicht nach %1 geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>%1 · %2 · Breakeven %3</source>
        <translation>%1 · %2 · Breakeven %3</translation>
    </message>
    <message>
        <source>the PDF could not be drawn</source>
        <translation>das PDF konnte nicht erstellt werden</translation>
    </message>
</context>
<context>
    <name>PriceUpdate</name>
    <message>
        <source>none</source>
        <comment>a price list gives no figure</comment>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Cache read</source>
        <translation>Cache-Lesen</translation>
    </message>
    <message>
        <source>Cache write</source>
        <translation>Cache-Schreiben</translation>
    </message>
    <message>
        <source>Batch discount</source>
        <translation>Batch-Rabatt</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>Pro GPU-Stunde</translation>
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
        <translation>%1 Token/s</translation>
    </message>
    <message>
        <source>Cost of serving %1: self-hosted GPUs against per-token APIs. Prepared on %2 with Breakeven %3.</source>
        <translation>Kosten für den Betrieb von %1: eigene oder gemietete GPUs gegenüber APIs mit Abrechnung pro Token. Erstellt am %2 mit Breakeven %3.</translation>
    </message>
    <message>
        <source>Every amount is in %1, before taxes, and for a month unless the text says otherwise. Volumes count input and output tokens together.</source>
        <translation>Alle Beträge in %1, ohne Steuern und pro Monat, sofern der Text nichts anderes sagt. Volumina zählen Eingabe- und Ausgabe-Token zusammen.</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>Die Antwort</translation>
    </message>
    <message>
        <source>The case</source>
        <translation>Der Fall</translation>
    </message>
    <message>
        <source>Volume today</source>
        <translation>Heutiges Volumen</translation>
    </message>
    <message>
        <source>%1 tokens a day, %2 a month</source>
        <translation>%1 Token am Tag, %2 im Monat</translation>
    </message>
    <message>
        <source>%1 a month today, %2 at %3 today&apos;s volume</source>
        <translation>%1 im Monat heute, %2 bei %3 Volumen</translation>
    </message>
    <message>
        <source>%1 a month today</source>
        <translation>%1 im Monat heute</translation>
    </message>
    <message>
        <source>Break-even volume, %1 against %2</source>
        <translation>Break-even-Volumen, %1 gegenüber %2</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>The options compared</source>
        <translation>Die verglichenen Optionen</translation>
    </message>
    <message>
        <source>Every option at today&apos;s volume of %1 tokens a day; the cheapest in bold.</source>
        <translation>Jede Option beim heutigen Volumen von %1 Token am Tag; die günstigste fett.</translation>
    </message>
    <message>
        <source>Over the horizon</source>
        <translation>Über den Betrachtungszeitraum</translation>
    </message>
    <message>
        <source>Totals over the horizon and the net present value (at %1 a year) follow each option&apos;s fleet month by month.</source>
        <translation>Summen über den Betrachtungszeitraum und der Kapitalwert (bei %1 pro Jahr) folgen Monat für Monat der Flotte jeder Option.</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>Monat %1</translation>
    </message>
    <message>
        <source>none within %1 months</source>
        <translation>keiner innerhalb von %1 Monaten</translation>
    </message>
    <message>
        <source>Break-even and crossover</source>
        <translation>Break-even und Amortisation</translation>
    </message>
    <message>
        <source>Self-hosted</source>
        <translation>Eigenbetrieb</translation>
    </message>
    <message>
        <source>API offer</source>
        <translation>API-Angebot</translation>
    </message>
    <message>
        <source>Break-even volume</source>
        <translation>Break-even-Volumen</translation>
    </message>
    <message>
        <source>Crossover</source>
        <translation>Amortisation</translation>
    </message>
    <message>
        <source>Monthly costs, item by item</source>
        <translation>Monatliche Kosten nach Posten</translation>
    </message>
    <message>
        <source>What each option costs in a month at today&apos;s volume, in %1. Discounts are negative. One-time costs appear spread over the horizon when the scenario amortizes them.</source>
        <translation>Was jede Option in einem Monat beim heutigen Volumen kostet, in %1. Rabatte sind negativ. Einmalkosten erscheinen über den Betrachtungszeitraum verteilt, wenn das Szenario sie so umlegt.</translation>
    </message>
    <message>
        <source>Total a month</source>
        <translation>Summe pro Monat</translation>
    </message>
    <message>
        <source>Sizing: why this many GPUs</source>
        <translation>Dimensionierung: warum so viele GPUs</translation>
    </message>
    <message>
        <source>A fleet is sized for the busiest hour. The model must fit a replica&apos;s GPUs with room for the KV cache; a replica&apos;s throughput at the workload&apos;s speed target, loaded to the target utilization, sets how many tokens a day it serves; the fleet has the whole replicas the volume needs, in whole servers or instances.</source>
        <translation>Eine Flotte wird für die Spitzenstunde dimensioniert. Das Modell muss mit Platz für den KV-Cache auf die GPUs eines Replikats passen; der Durchsatz eines Replikats beim Geschwindigkeitsziel der Last, ausgelastet bis zur Zielauslastung, bestimmt, wie viele Token am Tag es bedient; die Flotte hat so viele ganze Replikate, wie das Volumen braucht, in ganzen Servern oder Instanzen.</translation>
    </message>
    <message>
        <source>Sized as %1: the same replicas, and a fleet of the same %2 GPUs.</source>
        <translation>Dimensioniert wie %1: dieselben Replikate und eine Flotte derselben %2 GPUs.</translation>
    </message>
    <message>
        <source>This option cannot run: %1</source>
        <translation>Diese Option kann nicht laufen: %1</translation>
    </message>
    <message>
        <source>The weights of %1 at %2 take %3 in all. One replica spans %4 %5 GPUs and leaves %6 per GPU for the KV cache, room for %7 tokens of context. It serves %8 at a batch of %9 sequences.</source>
        <translation>Die Gewichte von %1 in %2 belegen insgesamt %3. Ein Replikat umfasst %4 GPUs vom Typ %5 und lässt pro GPU %6 für den KV-Cache, Platz für %7 Token Kontext. Es bedient %8 bei einem Batch von %9 Sequenzen.</translation>
    </message>
    <message>
        <source>Loaded to %1 at the busiest hour, %2 of the day&apos;s average, with %3 of the GPUs able to hold a replica, it is planned for %4 tokens a day. Today&apos;s %5 tokens a day need %6 of them; the fleet&apos;s %7 GPUs hold %8, busy %9 of the time.</source>
        <translation>Bei %1 Auslastung in der Spitzenstunde (%2 des Tagesmittels) und mit %3 der GPUs, die ein Replikat aufnehmen können, ist es auf %4 Token am Tag ausgelegt. Die heutigen %5 Token am Tag brauchen %6 davon; die %7 GPUs der Flotte tragen %8, ausgelastet zu %9 der Zeit.</translation>
    </message>
    <message>
        <source>No layout and batch gives each user the target of %1 output tokens a second; this is the fastest.</source>
        <translation>Keine Aufteilung und kein Batch bietet jedem Nutzer das Ziel von %1 Ausgabe-Token pro Sekunde; dies ist die schnellste.</translation>
    </message>
    <message>
        <source> and a first token within %1 ms</source>
        <translation> und ein erstes Token innerhalb von %1 ms</translation>
    </message>
    <message>
        <source>The search tried every way of spreading the model over %1 GPUs (tensor, pipeline, attention-data and expert parallelism; prefill and decoding together or apart), each at the largest batch that gives each user %2 output tokens a second%3. Of the %4 layouts a fleet could be built of, %5 takes the fewest GPUs at today&apos;s volume.</source>
        <translation>Die Suche hat jede Art geprüft, das Modell auf GPUs vom Typ %1 zu verteilen (Tensor-, Pipeline-, Attention-Daten- und Expertenparallelität; Prefill und Decoding gemeinsam oder getrennt), jeweils beim größten Batch, der jedem Nutzer %2 Ausgabe-Token pro Sekunde bietet%3. Von den %4 Aufteilungen, aus denen sich eine Flotte bilden ließe, braucht %5 beim heutigen Volumen die wenigsten GPUs.</translation>
    </message>
    <message>
        <source>%1 serves the most per GPU, %2 output tokens a second each, but today&apos;s volume would take %3 GPUs of it.</source>
        <translation>%1 leistet am meisten pro GPU, je %2 Ausgabe-Token pro Sekunde, aber das heutige Volumen bräuchte davon %3 GPUs.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1, %2 usable</source>
        <translation>%1, %2 nutzbar</translation>
    </message>
    <message>
        <source>Precision of weights / KV cache</source>
        <translation>Präzision Gewichte / KV-Cache</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Layout of a replica</source>
        <translation>Aufteilung eines Replikats</translation>
    </message>
    <message>
        <source>Memory budget per GPU</source>
        <translation>Speicherbudget pro GPU</translation>
    </message>
    <message>
        <source>Weights per GPU</source>
        <translation>Gewichte pro GPU</translation>
    </message>
    <message>
        <source>Activations and runtime per GPU</source>
        <translation>Aktivierungen und Laufzeitumgebung pro GPU</translation>
    </message>
    <message>
        <source>KV cache per GPU</source>
        <translation>KV-Cache pro GPU</translation>
    </message>
    <message>
        <source>KV cache per token of context</source>
        <translation>KV-Cache pro Kontext-Token</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>Concurrent sequences the KV cache holds</source>
        <translation>Gleichzeitige Sequenzen im KV-Cache</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 Sequenzen</translation>
    </message>
    <message>
        <source>Speed each user sees</source>
        <translation>Geschwindigkeit pro Nutzer</translation>
    </message>
    <message>
        <source>%1 output tokens/s</source>
        <translation>%1 Ausgabe-Token/s</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Throughput per replica, input and output</source>
        <translation>Durchsatz pro Replikat, Ein- und Ausgabe</translation>
    </message>
    <message>
        <source>Busiest hour&apos;s demand</source>
        <translation>Bedarf in der Spitzenstunde</translation>
    </message>
    <message>
        <source>Planned volume per replica</source>
        <translation>Geplantes Volumen pro Replikat</translation>
    </message>
    <message>
        <source>%1 tokens a day</source>
        <translation>%1 Token am Tag</translation>
    </message>
    <message>
        <source>Replicas needed / in the fleet</source>
        <translation>Replikate benötigt / in der Flotte</translation>
    </message>
    <message>
        <source>GPUs in the fleet</source>
        <translation>GPUs in der Flotte</translation>
    </message>
    <message>
        <source>%1 (in units of %2, at least %3)</source>
        <translation>%1 (in Einheiten zu %2, mindestens %3)</translation>
    </message>
    <message>
        <source>%1 (in units of %2)</source>
        <translation>%1 (in Einheiten zu %2)</translation>
    </message>
    <message>
        <source>Average utilization</source>
        <translation>Durchschnittliche Auslastung</translation>
    </message>
    <message>
        <source>scenario file</source>
        <translation>Szenariodatei</translation>
    </message>
    <message>
        <source>%1 as of %2</source>
        <translation>%1, Stand %2</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>Every input of the scenario, with its unit and its place in the scenario file. A figure taken from the catalog names its source, listed below by number, and the date the figure describes.</source>
        <translation>Jeder Eingabewert des Szenarios, mit seiner Einheit und seiner Stelle in der Szenariodatei. Ein Wert aus dem Katalog nennt seine Quelle (unten nummeriert aufgeführt) und das Datum, auf das er sich bezieht.</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabewert</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>%1 (estimate)</source>
        <translation>%1 (Schätzung)</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>What matters most</source>
        <translation>Was am meisten zählt</translation>
    </message>
    <message>
        <source>The outcome measured: %1, now %2. Each input moves alone over its default range, which follows the kind of number it is (an exchange rate ±5 %, a GPU-hour ±30 %, the volume ÷3 to ×3), or over the range the scenario gives it, the others staying where they are; the inputs that move the outcome furthest come first.</source>
        <translation>Die gemessene Zielgröße: %1, derzeit %2. Jeder Eingabewert bewegt sich allein über seinen Standardbereich, der sich nach der Art der Zahl richtet (ein Wechselkurs ±5 %, eine GPU-Stunde ±30 %, das Volumen ÷3 bis ×3), oder über den Bereich, den das Szenario ihm gibt, während die übrigen bleiben, wo sie sind; die Eingabewerte, die das Ergebnis am stärksten bewegen, stehen vorn.</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Niedrig</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Outcome at low (%1)</source>
        <translation>Ergebnis bei niedrig (%1)</translation>
    </message>
    <message>
        <source>Outcome at high (%1)</source>
        <translation>Ergebnis bei hoch (%1)</translation>
    </message>
    <message>
        <source>Swing (%1)</source>
        <translation>Spanne (%1)</translation>
    </message>
    <message>
        <source>How sure are we: Monte Carlo</source>
        <translation>Wie sicher sind wir: Monte Carlo</translation>
    </message>
    <message>
        <source>The inputs below were drawn together from their distributions %1 times (seed %2) and the outcome, %3, computed for each draw with the whole cost model.</source>
        <translation>Die folgenden Eingabewerte wurden %1-mal gemeinsam aus ihren Verteilungen gezogen (Startwert %2), und das Ergebnis, %3, wurde für jede Ziehung mit dem vollständigen Kostenmodell berechnet.</translation>
    </message>
    <message>
        <source>Probability that %1 costs less than %2: %3.</source>
        <translation>Wahrscheinlichkeit, dass %1 weniger kostet als %2: %3.</translation>
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
        <translation>P50 (Median)</translation>
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
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>Rank correlation</source>
        <translation>Rangkorrelation</translation>
    </message>
    <message>
        <source>Share of variance</source>
        <translation>Varianzanteil</translation>
    </message>
    <message>
        <source>%1 samples in which a self-hosted option could not run are left out.</source>
        <translation>%1 Stichproben, in denen eine selbst betriebene Option nicht laufen konnte, sind ausgeschlossen.</translation>
    </message>
    <message>
        <source>Volume.</source>
        <translation>Volumen.</translation>
    </message>
    <message>
        <source>A month is 30.4375 days; the request&apos;s input and output tokens set the mix, and input splits into cached, cache-written and plain tokens.</source>
        <translation>Ein Monat hat 30,4375 Tage; die Eingabe- und Ausgabe-Token einer Anfrage bestimmen den Mix, und die Eingabe teilt sich in Token aus dem Cache, in den Cache geschriebene und normale Token.</translation>
    </message>
    <message>
        <source>API offers.</source>
        <translation>API-Angebote.</translation>
    </message>
    <message>
        <source>Each token class is priced once at its catalog price; the batch discount applies to the batched share, the committed-spend discount last. An API bill is proportional to volume.</source>
        <translation>Jede Token-Klasse wird einmal zu ihrem Katalogpreis berechnet; der Batch-Rabatt gilt für den per Batch gesendeten Anteil, der Rabatt für zugesagte Ausgaben zuletzt. Eine API-Rechnung ist proportional zum Volumen.</translation>
    </message>
    <message>
        <source>Self-hosted options.</source>
        <translation>Selbst betriebene Optionen.</translation>
    </message>
    <message>
        <source>Sizing finds every layout of GPUs that holds the model with room for its KV cache and estimates its throughput from the GPU&apos;s memory bandwidth and compute, with efficiency factors calibrated on published measurements. The fleet is the fewest GPUs whose replicas serve the busiest hour. Rented GPUs cost their hourly price plus the cloud&apos;s extras; owned servers are depreciated to their residual value over their life, with the cost of capital, power at the site&apos;s PUE, colocation and maintenance. Staff, software and other costs are added to either.</source>
        <translation>Die Dimensionierung findet jede Aufteilung auf GPUs, die das Modell mit Platz für seinen KV-Cache aufnimmt, und schätzt ihren Durchsatz aus Speicherbandbreite und Rechenleistung der GPU, mit Effizienzfaktoren, die an veröffentlichten Messungen kalibriert sind. Die Flotte ist die kleinste Zahl von GPUs, deren Replikate die Spitzenstunde bedienen. Gemietete GPUs kosten ihren Stundenpreis plus die Zusatzkosten der Cloud; gekaufte Server werden über ihre Nutzungsdauer auf ihren Restwert abgeschrieben, mit Kapitalkosten, Strom beim PUE des Standorts, Colocation und Wartung. Personal, Software und sonstige Kosten kommen bei beiden hinzu.</translation>
    </message>
    <message>
        <source>Break-even and time.</source>
        <translation>Break-even und Zeit.</translation>
    </message>
    <message>
        <source>The break-even volume is exact: a fleet&apos;s cost is a staircase in volume, an API bill a line, and the search walks the stairs. Over the horizon, each month&apos;s fleet follows that month&apos;s volume; the net present value discounts each month at the scenario&apos;s yearly rate.</source>
        <translation>Das Break-even-Volumen ist exakt: Die Kosten einer Flotte sind eine Treppe über dem Volumen, eine API-Rechnung eine Gerade, und die Suche geht die Stufen ab. Über den Betrachtungszeitraum folgt die Flotte jedes Monats dem Volumen dieses Monats; der Kapitalwert diskontiert jeden Monat mit dem Jahreszins des Szenarios.</translation>
    </message>
    <message>
        <source>Currencies.</source>
        <translation>Währungen.</translation>
    </message>
    <message>
        <source>Every amount is converted into the display currency at the exchange rates the scenario states, with their dates, before anything is added up.</source>
        <translation>Jeder Betrag wird zu den Wechselkursen, die das Szenario mit ihrem Datum angibt, in die Anzeigewährung umgerechnet, bevor etwas addiert wird.</translation>
    </message>
    <message>
        <source>Prices are flat: no volume tiers, no long-context surcharges, no price changes over the horizon.</source>
        <translation>Die Preise sind fest: keine Mengenstaffeln, keine Aufschläge für langen Kontext, keine Preisänderungen im Betrachtungszeitraum.</translation>
    </message>
    <message>
        <source>Growth is smooth; the peak factor covers the busiest hour, not seasonal peaks.</source>
        <translation>Das Wachstum ist stetig; der Spitzenfaktor deckt die Spitzenstunde ab, nicht saisonale Spitzen.</translation>
    </message>
    <message>
        <source>An owned fleet is kept to the end of the horizon; servers are not sold at their remaining value.</source>
        <translation>Eine gekaufte Flotte wird bis zum Ende des Betrachtungszeitraums behalten; Server werden nicht zu ihrem Restwert verkauft.</translation>
    </message>
    <message>
        <source>Taxes, and the tax treatment of depreciation, are not modelled.</source>
        <translation>Steuern und die steuerliche Behandlung der Abschreibung werden nicht modelliert.</translation>
    </message>
    <message>
        <source>The API is assumed to serve the whole volume at its list quality and speed; rate limits and the difference in quality between models are the reader&apos;s judgement.</source>
        <translation>Es wird angenommen, dass die API das gesamte Volumen in der angegebenen Qualität und Geschwindigkeit bedient; Ratenlimits und Qualitätsunterschiede zwischen Modellen bleiben dem Urteil des Lesers überlassen.</translation>
    </message>
    <message>
        <source>Serving engines differ more than one set of efficiency factors can say: throughput estimates for dense models land within about 15 % of published measurements, those for mixtures of experts within about 35 %.</source>
        <translation>Inferenz-Engines unterscheiden sich stärker, als ein einziger Satz Effizienzfaktoren abbilden kann: Durchsatzschätzungen für dichte Modelle liegen innerhalb von etwa 15 % der veröffentlichten Messungen, die für Mixture-of-Experts-Modelle innerhalb von etwa 35 %.</translation>
    </message>
    <message>
        <source>Time to first token and queueing delay are not estimated; the speed target bounds only the decoding speed.</source>
        <translation>Zeit bis zum ersten Token und Wartezeit in der Warteschlange werden nicht geschätzt; das Geschwindigkeitsziel begrenzt nur die Decoding-Geschwindigkeit.</translation>
    </message>
    <message>
        <source>Method and limits</source>
        <translation>Methode und Grenzen</translation>
    </message>
    <message>
        <source>What the model leaves out</source>
        <translation>Was das Modell nicht berücksichtigt</translation>
    </message>
    <message>
        <source>Each cell is coloured by the option that is cheaper there, fuller the more it saves; the line is the break-even, where both cost the same, and the dot the scenario as it is.</source>
        <translation>Jede Zelle trägt die Farbe der dort günstigeren Option, umso kräftiger, je mehr sie spart; die Linie ist der Break-even, an dem beide gleich viel kosten, der Punkt das Szenario, wie es ist.</translation>
    </message>
    <message>
        <source>Each cell is fuller the dearer a million tokens is there; the dot is the scenario as it is.</source>
        <translation>Jede Zelle ist umso kräftiger, je teurer dort eine Million Token ist; der Punkt ist das Szenario, wie es ist.</translation>
    </message>
    <message>
        <source>Break-even map</source>
        <translation>Break-even-Karte</translation>
    </message>
    <message>
        <source>The outcome measured, %1, across two inputs at once, each over the range a search spans. The workbook&apos;s Break-even map sheet holds the same table.</source>
        <translation>Die gemessene Größe, %1, über zwei Eingabewerte zugleich, jeder über den Bereich, den eine Suche abdeckt. Das Blatt „Break-even map“ der Arbeitsmappe enthält dieselbe Tabelle.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>Input or result</source>
        <translation>Eingabewert oder Ergebnis</translation>
    </message>
    <message>
        <source>Current values</source>
        <translation>Aktuelle Werte</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>nicht lauffähig</translation>
    </message>
    <message>
        <source>Changing inputs</source>
        <translation>Geänderte Eingabewerte</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>%1, a month</source>
        <translation>%1, pro Monat</translation>
    </message>
    <message>
        <source>The cluster: placement and scheduling</source>
        <translation>Der Cluster: Platzierung und Scheduling</translation>
    </message>
    <message>
        <source>The scenario&apos;s cluster, simulated on the same jobs under each scheduling policy: %1</source>
        <translation>Der Cluster des Szenarios, mit denselben Jobs unter jeder Scheduling-Strategie simuliert: %1</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Usable: GPU-hours of work done at full speed, of the cluster&apos;s. Stranded: GPU-hours free while a waiting job asked for no more GPUs than were free. Lost to placement: busy GPU-hours beyond the work, spent by jobs split over more NVLink domains than they need. Scheduler efficiency: useful GPU-hours over those busy or stranded, what the sizing&apos;s scheduler efficiency stands for. Waits run from a job&apos;s arrival to its start; one still waiting at the end counts its wait so far. A useful GPU-hour costs the GPU-hour&apos;s price, %1, over the usable share.</source>
        <translation>Nutzbar: GPU-Stunden mit Arbeit bei voller Geschwindigkeit, gemessen an denen des Clusters. Brachliegend: GPU-Stunden, die frei waren, während ein wartender Job nicht mehr GPUs verlangte, als frei waren. Verlust durch Platzierung: belegte GPU-Stunden über die Arbeit hinaus, verbraucht von Jobs, die über mehr NVLink-Domänen verteilt sind als nötig. Scheduler-Effizienz: nützliche GPU-Stunden geteilt durch die belegten oder brachliegenden, wofür die Scheduler-Effizienz der Dimensionierung steht. Wartezeiten laufen von der Ankunft eines Jobs bis zu seinem Start; ein am Ende noch wartender Job zählt seine bisherige Wartezeit. Eine nützliche GPU-Stunde kostet den Preis der GPU-Stunde, %1, geteilt durch den nutzbaren Anteil.</translation>
    </message>
    <message>
        <source>Drawn together</source>
        <translation>Gemeinsam gezogen</translation>
    </message>
    <message>
        <source>With</source>
        <translation>Mit</translation>
    </message>
    <message>
        <source>%1 and %2 were drawn with a rank correlation of %3, not %4: the correlations asked for are impossible together, and the nearest possible ones were used.</source>
        <translation>%1 und %2 wurden mit einer Rangkorrelation von %3 statt %4 gezogen: Die verlangten Korrelationen sind zusammen unmöglich, daher wurden die nächstmöglichen verwendet.</translation>
    </message>
    <message>
        <source>The inputs below were drawn together from their distributions %1 times by Latin hypercube sampling (seed %2) and the outcome, %3, computed for each draw with the whole cost model.</source>
        <translation>Die folgenden Eingaben wurden %1-mal gemeinsam aus ihren Verteilungen gezogen, mit Latin-Hypercube-Stichproben (Startwert %2), und das Ergebnis, %3, für jede Ziehung mit dem ganzen Kostenmodell berechnet.</translation>
    </message>
    <message>
        <source>Money over time: cash and P&amp;L</source>
        <translation>Geld über die Zeit: Zahlungen und GuV</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Cash flow</source>
        <translation>Zahlungsfluss</translation>
    </message>
    <message>
        <source>P&amp;L</source>
        <translation>GuV</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Owning and self-hosting as investments</source>
        <translation>Eigene Server und Selbstbetrieb als Investition</translation>
    </message>
    <message>
        <source>What choosing the option instead of the other saves, month by month, as the other&apos;s net cash less its own: its value today at %1 a year (negative when it costs more), the yearly rate of return at which that value is zero (none where no single rate fits), and the month from which the savings so far stay above zero, plain and discounted.</source>
        <translation>Was die Wahl der Option statt der anderen Monat für Monat spart, als Nettozahlungen der anderen abzüglich der eigenen: ihr heutiger Wert bei %1 im Jahr (negativ, wenn sie mehr kostet), der jährliche interne Zinsfuß, bei dem dieser Wert null ist (keiner, wo kein einzelner Satz passt), und der Monat, ab dem die bisherigen Ersparnisse über null bleiben, einfach und abgezinst.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Gegenüber</translation>
    </message>
    <message>
        <source>Saved in today&apos;s money</source>
        <translation>Ersparnis in heutigem Geld</translation>
    </message>
    <message>
        <source>Rate of return</source>
        <translation>Interner Zinsfuß</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Pays for itself in month (discounted)</source>
        <translation>Amortisiert im Monat (abgezinst)</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>Hybrid</translation>
    </message>
    <message>
        <source>The break-even volume is the lowest above which the self-hosted option or hybrid plan stays the cheaper (a hybrid plan&apos;s, where its first GPUs pay for themselves); the crossover month, the first from which its cumulative cost stays at or below the API&apos;s.</source>
        <translation>Das Break-even-Volumen ist das niedrigste, über dem die selbst betriebene Option oder der Hybridplan günstiger bleibt (bei einem Hybridplan dort, wo sich seine ersten GPUs bezahlt machen); der Kreuzungsmonat der erste, ab dem ihre kumulierten Kosten höchstens so hoch wie die der API bleiben.</translation>
    </message>
    <message>
        <source>Self-hosted or hybrid</source>
        <translation>Eigenbetrieb oder hybrid</translation>
    </message>
    <message>
        <source>This plan cannot run: %1</source>
        <translation>Dieser Plan kann nicht laufen: %1</translation>
    </message>
    <message>
        <source>The file sets the fleet at %1 GPUs.</source>
        <translation>Die Datei legt die Flotte auf %1 GPUs fest.</translation>
    </message>
    <message>
        <source>The file sizes the fleet to serve %1 of the week&apos;s hours in full.</source>
        <translation>Die Datei bemisst die Flotte so, dass sie %1 der Stunden der Woche ganz bedient.</translation>
    </message>
    <message>
        <source>The fleet is the one that costs least: a replica of %1 pays for itself when it is busy in %2 of the week&apos;s hours or more, so the fleet serves in full every hour that at least that share of the week reaches.</source>
        <translation>Die Flotte ist die mit den geringsten Kosten: Eine Replik von %1 macht sich bezahlt, wenn sie in %2 der Stunden der Woche oder mehr ausgelastet ist; also bedient die Flotte jede Stunde ganz, die mindestens dieser Anteil der Woche erreicht.</translation>
    </message>
    <message>
        <source>It runs no GPUs: every token goes to %1.</source>
        <translation>Er betreibt keine GPUs: Jedes Token geht an %1.</translation>
    </message>
    <message>
        <source>Its %1 GPUs hold %2 replicas (%3), which serve every hour up to %4 the average hour in full; the week&apos;s busiest hour runs at %5 the average, and the %6 of the tokens above the fleet go to %7.</source>
        <translation>Seine %1 GPUs tragen %2 Repliken (%3), die jede Stunde bis zum %4 der mittleren Stunde ganz bedienen; die stärkste Stunde der Woche liegt beim %5 des Mittels, und die %6 der Token über der Flotte gehen an %7.</translation>
    </message>
    <message>
        <source>Each self-hosted option and hybrid plan year by year, in %1 (a hybrid plan&apos;s running costs include its API&apos;s bill). The cash flow pays for servers when they are bought, gets their residual value back when they retire, and counts those still running at the end at what they would fetch (their price falling in a straight line to the residual value over their life); it shows money coming back as negative. The P&amp;L depreciates the servers by the option&apos;s method and spreads one-time costs as the scenario does. Prices follow each option&apos;s yearly trend.</source>
        <translation>Jede selbst betriebene Option und jeder Hybridplan Jahr für Jahr, in %1 (die laufenden Kosten eines Hybridplans enthalten die Rechnung seiner API). Der Zahlungsfluss bezahlt Server beim Kauf, erhält ihren Restwert bei der Ausmusterung zurück und zählt die am Ende noch laufenden zu dem, was sie einbrächten (ihr Preis fällt linear über die Nutzungsdauer auf den Restwert); zurückfließendes Geld ist negativ. Die GuV schreibt die Server nach der Methode der Option ab und verteilt Einmalkosten wie das Szenario. Die Preise folgen dem jährlichen Trend jeder Option.</translation>
    </message>
    <message numerus="yes">
        <source>%1 reserves %2 GPUs for %n months at a time, each term paid up front; GPUs beyond them cost %3 an hour.</source>
        <translation>
            <numerusform>%1 reserviert %2 GPUs für jeweils %n Monat, jede Laufzeit im Voraus bezahlt; GPUs darüber hinaus kosten %3 pro Stunde.</numerusform>
            <numerusform>%1 reserviert %2 GPUs für jeweils %n Monate, jede Laufzeit im Voraus bezahlt; GPUs darüber hinaus kosten %3 pro Stunde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 reserves %2 GPUs for %n months at a time, paid monthly; GPUs beyond them cost %3 an hour.</source>
        <translation>
            <numerusform>%1 reserviert %2 GPUs für jeweils %n Monat, monatlich bezahlt; GPUs darüber hinaus kosten %3 pro Stunde.</numerusform>
            <numerusform>%1 reserviert %2 GPUs für jeweils %n Monate, monatlich bezahlt; GPUs darüber hinaus kosten %3 pro Stunde.</numerusform>
        </translation>
    </message>
    <message>
        <source>Today&apos;s volume leaves %1 of them idle: %2 a month paid for GPUs it does not use.</source>
        <translation>Das heutige Volumen lässt %1 davon ungenutzt: %2 im Monat für GPUs, die es nicht braucht.</translation>
    </message>
    <message>
        <source>Today&apos;s volume uses every one of them.</source>
        <translation>Das heutige Volumen nutzt alle.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is bought with a promise of %2 a month for %n months at a time, each term paid up front.</source>
        <translation>
            <numerusform>%1 wird mit einer Zusage von %2 im Monat für jeweils %n Monat gekauft, jede Laufzeit im Voraus bezahlt.</numerusform>
            <numerusform>%1 wird mit einer Zusage von %2 im Monat für jeweils %n Monate gekauft, jede Laufzeit im Voraus bezahlt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is bought with a promise of %2 a month for %n months at a time, paid monthly.</source>
        <translation>
            <numerusform>%1 wird mit einer Zusage von %2 im Monat für jeweils %n Monat gekauft, monatlich bezahlt.</numerusform>
            <numerusform>%1 wird mit einer Zusage von %2 im Monat für jeweils %n Monate gekauft, monatlich bezahlt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Today&apos;s bill is %1: %2 a month is paid for tokens not sent.</source>
        <translation>Die heutige Rechnung beträgt %1: %2 im Monat werden für nicht gesendete Token bezahlt.</translation>
    </message>
    <message>
        <source>Today&apos;s bill is above it.</source>
        <translation>Die heutige Rechnung liegt darüber.</translation>
    </message>
    <message numerus="yes">
        <source>Over the %n months, each term renewed at what its first month uses, %1 is paid unused.</source>
        <translation>
            <numerusform>Über den %n Monat, jede Laufzeit zu dem verlängert, was ihr erster Monat nutzt, werden %1 ungenutzt bezahlt.</numerusform>
            <numerusform>Über die %n Monate, jede Laufzeit zu dem verlängert, was ihr erster Monat nutzt, werden %1 ungenutzt bezahlt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each variant changes a few inputs of the scenario and keeps the others; every figure is worked out anew with the whole model. Monthly costs in %1 at each column&apos;s volume; the outcome is %2. Below it, the same over the horizon discounted to today, which growth, price trends and commitments move and a month does not.</source>
        <translation>Jede Variante ändert einige Eingabewerte des Szenarios und behält die übrigen; jede Zahl wird mit dem ganzen Modell neu berechnet. Monatliche Kosten in %1 beim Volumen der jeweiligen Spalte; die Zielgröße ist %2. Darunter dieselbe über den Horizont, auf heute abgezinst: Wachstum, Preistrends und Zusagen bewegen sie, einen Monat nicht.</translation>
    </message>
    <message numerus="yes">
        <source>Over %n months, present value</source>
        <translation>
            <numerusform>Über %n Monat, Barwert</numerusform>
            <numerusform>Über %n Monate, Barwert</numerusform>
        </translation>
    </message>
    <message>
        <source>On %1, the day of this report, an API price is old after %2 days and a cloud GPU price after %3.</source>
        <translation>Am %1, dem Tag dieses Berichts, gilt ein API-Preis nach %2 Tagen als veraltet und ein Cloud-GPU-Preis nach %3.</translation>
    </message>
</context>
<context>
    <name>ReportCharts</name>
    <message>
        <source>Monthly cost by volume</source>
        <translation>Monatliche Kosten nach Volumen</translation>
    </message>
    <message>
        <source>Cost per million tokens by volume</source>
        <translation>Kosten pro Million Token nach Volumen</translation>
    </message>
    <message>
        <source>Monthly cost by item</source>
        <translation>Monatliche Kosten nach Posten</translation>
    </message>
    <message>
        <source>Cumulative cost over the horizon</source>
        <translation>Kumulierte Kosten über den Betrachtungszeitraum</translation>
    </message>
    <message>
        <source>What moves the outcome most</source>
        <translation>Was das Ergebnis am stärksten bewegt</translation>
    </message>
    <message>
        <source>The outcome as each input changes</source>
        <translation>Das Ergebnis bei Änderung jedes Eingabewerts</translation>
    </message>
    <message>
        <source>Distribution of the outcome</source>
        <translation>Verteilung des Ergebnisses</translation>
    </message>
    <message>
        <source>The outcome across two inputs</source>
        <translation>Die Zielgröße über zwei Eingabewerte</translation>
    </message>
    <message>
        <source>GPUs doing useful work and GPUs stranded, by policy</source>
        <translation>GPUs mit nützlicher Arbeit und brachliegende GPUs, nach Strategie</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>Cannot write charts into %1: it is not a folder.</source>
        <translation>Diagramme können nicht in %1 geschrieben werden: Es ist kein Ordner.</translation>
    </message>
</context>
<context>
    <name>ReportInputs</name>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>Staffing</source>
        <translation>Personal</translation>
    </message>
    <message>
        <source>One-time costs</source>
        <translation>Einmalkosten</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Display currency</source>
        <translation>Anzeigewährung</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Weight precision</source>
        <translation>Präzision der Gewichte</translation>
    </message>
    <message>
        <source>KV-cache precision</source>
        <translation>Präzision des KV-Caches</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>cloud offer</source>
        <translation>Cloud-Angebot</translation>
    </message>
    <message>
        <source>pricing</source>
        <translation>Tarif</translation>
    </message>
    <message>
        <source>catalog price</source>
        <translation>Katalogpreis</translation>
    </message>
    <message>
        <source>fine-tuning GPU</source>
        <translation>Fine-Tuning-GPU</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
</context>
<context>
    <name>ScenarioFields</name>
    <message>
        <source>per million tokens</source>
        <translation>pro Million Token</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>The period cumulative cost and net present value run over, 1 to 240 months.</source>
        <translation>Der Zeitraum, über den kumulierte Kosten und Kapitalwert laufen, 1 bis 240 Monate.</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>Diskontsatz</translation>
    </message>
    <message>
        <source>a year</source>
        <translation>pro Jahr</translation>
    </message>
    <message>
        <source>The rate the net present value discounts future months at; 0 gives the plain sum.</source>
        <translation>Der Satz, mit dem der Kapitalwert künftige Monate abzinst; 0 ergibt die einfache Summe.</translation>
    </message>
    <message>
        <source>exchange rate</source>
        <translation>Wechselkurs</translation>
    </message>
    <message>
        <source>USD per unit</source>
        <translation>USD pro Einheit</translation>
    </message>
    <message>
        <source>What one unit of the currency is worth in US dollars.</source>
        <translation>Was eine Einheit der Währung in US-Dollar wert ist.</translation>
    </message>
    <message>
        <source>Tokens per day</source>
        <translation>Token pro Tag</translation>
    </message>
    <message>
        <source>tokens/day</source>
        <translation>Token/Tag</translation>
    </message>
    <message>
        <source>Input plus output tokens on an average day.</source>
        <translation>Eingabe- plus Ausgabe-Token an einem durchschnittlichen Tag.</translation>
    </message>
    <message>
        <source>Input per request</source>
        <translation>Eingabe pro Anfrage</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Prompt length of an average request: system prompt, context, question.</source>
        <translation>Prompt-Länge einer durchschnittlichen Anfrage: System-Prompt, Kontext, Frage.</translation>
    </message>
    <message>
        <source>Output per request</source>
        <translation>Ausgabe pro Anfrage</translation>
    </message>
    <message>
        <source>Completion length of an average request, reasoning tokens included.</source>
        <translation>Antwortlänge einer durchschnittlichen Anfrage, Reasoning-Token eingeschlossen.</translation>
    </message>
    <message>
        <source>Cached input</source>
        <translation>Gecachte Eingabe</translation>
    </message>
    <message>
        <source>of input</source>
        <translation>der Eingabe</translation>
    </message>
    <message>
        <source>Share of input tokens an API reads from its prompt cache.</source>
        <translation>Anteil der Eingabe-Token, den eine API aus ihrem Prompt-Cache liest.</translation>
    </message>
    <message>
        <source>Cache writes</source>
        <translation>Cache-Schreiben</translation>
    </message>
    <message>
        <source>Share of input tokens written to the prompt cache; with cached input at most 100 %.</source>
        <translation>Anteil der Eingabe-Token, der in den Prompt-Cache geschrieben wird; zusammen mit der gecachten Eingabe höchstens 100&#xa0;%.</translation>
    </message>
    <message>
        <source>Batch requests</source>
        <translation>Batch-Anfragen</translation>
    </message>
    <message>
        <source>of requests</source>
        <translation>der Anfragen</translation>
    </message>
    <message>
        <source>Share of requests that can wait for a batch API.</source>
        <translation>Anteil der Anfragen, die auf eine Batch-API warten können.</translation>
    </message>
    <message>
        <source>Peak to average</source>
        <translation>Spitze zu Mittel</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>Verhältnis</translation>
    </message>
    <message>
        <source>The busiest hour&apos;s rate over the day&apos;s average, 1 to 100.</source>
        <translation>Die Rate der Spitzenstunde geteilt durch den Tagesdurchschnitt, 1 bis 100.</translation>
    </message>
    <message>
        <source>Monthly growth</source>
        <translation>Monatliches Wachstum</translation>
    </message>
    <message>
        <source>a month</source>
        <translation>pro Monat</translation>
    </message>
    <message>
        <source>Compound growth of tokens per day from one month to the next; negative for a decline.</source>
        <translation>Zinseszinsartiges Wachstum der Token pro Tag von einem Monat zum nächsten; negativ bei einem Rückgang.</translation>
    </message>
    <message>
        <source>Speed per user</source>
        <translation>Tempo pro Nutzer</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>The decoding speed each user must see; 25 is MLPerf Inference&apos;s interactive bound for Llama 2 70B.</source>
        <translation>Die Decoding-Geschwindigkeit, die jeder Nutzer sehen muss; 25 ist die interaktive Grenze von MLPerf Inference für Llama 2 70B.</translation>
    </message>
    <message>
        <source>First-token target</source>
        <translation>Ziel für erstes Token</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>The longest a user may wait for the first token at the busiest hour; 0 sets no bound.</source>
        <translation>Wie lange ein Nutzer in der Spitzenstunde höchstens auf das erste Token warten darf; 0 setzt keine Grenze.</translation>
    </message>
    <message>
        <source>fewest GPUs</source>
        <translation>Mindestzahl GPUs</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>The fewest GPUs the fleet holds (servers already bought, a reservation); the fleet still grows when the workload needs more. Leave empty to size the fleet from the workload alone.</source>
        <translation>Die Mindestzahl an GPUs in der Flotte (bereits gekaufte Server, eine Reservierung); die Flotte wächst trotzdem, wenn die Arbeitslast mehr braucht. Leer lassen, um die Flotte allein nach der Arbeitslast zu dimensionieren.</translation>
    </message>
    <message>
        <source>software</source>
        <translation>Software</translation>
    </message>
    <message>
        <source>per GPU-year</source>
        <translation>pro GPU-Jahr</translation>
    </message>
    <message>
        <source>Licences: inference server, monitoring, OS support.</source>
        <translation>Lizenzen: Inferenzserver, Monitoring, Betriebssystem-Support.</translation>
    </message>
    <message>
        <source>other costs</source>
        <translation>sonstige Kosten</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>pro Monat</translation>
    </message>
    <message>
        <source>Storage, monitoring and other running costs outside the compute bill.</source>
        <translation>Speicher, Monitoring und andere laufende Kosten außerhalb der Rechenrechnung.</translation>
    </message>
    <message>
        <source>price per GPU-hour</source>
        <translation>Preis pro GPU-Stunde</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>pro GPU-Stunde</translation>
    </message>
    <message>
        <source>Required without a catalog offer; with one, a negotiated price that replaces the catalog&apos;s.</source>
        <translation>Ohne Katalogangebot erforderlich; mit einem ein ausgehandelter Preis, der den des Katalogs ersetzt.</translation>
    </message>
    <message>
        <source>cloud discount</source>
        <translation>Cloud-Rabatt</translation>
    </message>
    <message>
        <source>Negotiated or committed-use discount off the price, 0 to 99 %.</source>
        <translation>Ausgehandelter Rabatt oder Rabatt für zugesagte Nutzung auf den Preis, 0 bis 99&#xa0;%.</translation>
    </message>
    <message>
        <source>spot overhead</source>
        <translation>Spot-Aufschlag</translation>
    </message>
    <message>
        <source>of fleet</source>
        <translation>der Flotte</translation>
    </message>
    <message>
        <source>Extra capacity held to absorb pre-emptions; spot pricing only.</source>
        <translation>Zusätzliche Kapazität, die Unterbrechungen abfängt; nur bei Spot-Tarif.</translation>
    </message>
    <message>
        <source>hours rented a day</source>
        <translation>gemietete Stunden pro Tag</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>Hours a day the GPUs are rented, at most 24.</source>
        <translation>Stunden am Tag, für die die GPUs gemietet werden, höchstens 24.</translation>
    </message>
    <message>
        <source>extra cloud costs</source>
        <translation>zusätzliche Cloud-Kosten</translation>
    </message>
    <message>
        <source>of GPU bill</source>
        <translation>der GPU-Rechnung</translation>
    </message>
    <message>
        <source>Storage, egress, support and other items on the cloud bill; the catalog&apos;s cost fact cloud-hidden-cost-uplift puts them at 30–50 %.</source>
        <translation>Speicher, ausgehender Datenverkehr, Support und andere Posten der Cloud-Rechnung; der Kostenfaktor cloud-hidden-cost-uplift des Katalogs setzt sie bei 30–50&#xa0;% an.</translation>
    </message>
    <message>
        <source>server price</source>
        <translation>Serverpreis</translation>
    </message>
    <message>
        <source>per server</source>
        <translation>pro Server</translation>
    </message>
    <message>
        <source>One server of the GPU&apos;s GPUs per server (a whole rack for NVL72), network cards included.</source>
        <translation>Ein Server mit so vielen GPUs, wie die GPU-Spezifikation pro Server angibt (ein ganzes Rack bei NVL72), Netzwerkkarten eingeschlossen.</translation>
    </message>
    <message>
        <source>life</source>
        <translation>Nutzungsdauer</translation>
    </message>
    <message>
        <source>years</source>
        <translation>Jahre</translation>
    </message>
    <message>
        <source>Depreciation period (cost facts depr-neocloud, depr-hyperscaler).</source>
        <translation>Abschreibungsdauer (Kostenfaktoren depr-neocloud, depr-hyperscaler).</translation>
    </message>
    <message>
        <source>residual value</source>
        <translation>Restwert</translation>
    </message>
    <message>
        <source>of price</source>
        <translation>des Preises</translation>
    </message>
    <message>
        <source>Share of the price recovered at end of life.</source>
        <translation>Anteil des Preises, der am Ende der Nutzungsdauer zurückfließt.</translation>
    </message>
    <message>
        <source>cost of capital</source>
        <translation>Kapitalkosten</translation>
    </message>
    <message>
        <source>Interest on the capital tied up in the servers.</source>
        <translation>Zinsen auf das in den Servern gebundene Kapital.</translation>
    </message>
    <message>
        <source>power price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <source>per kWh</source>
        <translation>pro kWh</translation>
    </message>
    <message>
        <source>Electricity price.</source>
        <translation>Strompreis.</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Facility power over IT power, 1 to 5 (cost facts pue-global-avg-2025, pue-hyperscale).</source>
        <translation>Gesamtleistung des Rechenzentrums geteilt durch die IT-Leistung, 1 bis 5 (Kostenfaktoren pue-global-avg-2025, pue-hyperscale).</translation>
    </message>
    <message>
        <source>server overhead</source>
        <translation>Server-Mehrverbrauch</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Power beyond the GPUs&apos; TDP: CPUs, memory, fans, network cards, switches.</source>
        <translation>Leistung über die TDP der GPUs hinaus: CPUs, Speicher, Lüfter, Netzwerkkarten, Switches.</translation>
    </message>
    <message>
        <source>colocation</source>
        <translation>Colocation</translation>
    </message>
    <message>
        <source>per kW-month</source>
        <translation>pro kW-Monat</translation>
    </message>
    <message>
        <source>Colocation rent (cost facts colo-*).</source>
        <translation>Colocation-Miete (Kostenfaktoren colo-*).</translation>
    </message>
    <message>
        <source>maintenance</source>
        <translation>Wartung</translation>
    </message>
    <message>
        <source>of price a year</source>
        <translation>des Preises pro Jahr</translation>
    </message>
    <message>
        <source>Support contracts and spares, as a share of capex per year.</source>
        <translation>Supportverträge und Ersatzteile, als jährlicher Anteil am Capex.</translation>
    </message>
    <message>
        <source>networking</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Switches and cabling as a share of server capex (cost fact network-share-cluster).</source>
        <translation>Switches und Verkabelung als Anteil am Server-Capex (Kostenfaktor network-share-cluster).</translation>
    </message>
    <message>
        <source>memory-bandwidth efficiency</source>
        <translation>Speicherbandbreiten-Effizienz</translation>
    </message>
    <message>
        <source>of peak</source>
        <translation>der Spitze</translation>
    </message>
    <message>
        <source>Share of peak memory bandwidth decoding reaches (MBU).</source>
        <translation>Anteil der maximalen Speicherbandbreite, den das Decoding erreicht (MBU).</translation>
    </message>
    <message>
        <source>expert-bandwidth efficiency</source>
        <translation>Effizienz der Expertenbandbreite</translation>
    </message>
    <message>
        <source>Share of that bandwidth a mixture of experts&apos; routed experts reach.</source>
        <translation>Anteil dieser Bandbreite, den die gerouteten Experten eines Mixture-of-Experts-Modells erreichen.</translation>
    </message>
    <message>
        <source>decode compute efficiency</source>
        <translation>Recheneffizienz beim Decoding</translation>
    </message>
    <message>
        <source>Share of peak tensor throughput a compute-bound decoding step&apos;s linear layers reach (MFU).</source>
        <translation>Anteil des maximalen Tensor-Durchsatzes, den die linearen Schichten eines rechengebundenen Decoding-Schritts erreichen (MFU).</translation>
    </message>
    <message>
        <source>attention compute efficiency</source>
        <translation>Recheneffizienz der Attention</translation>
    </message>
    <message>
        <source>Share of peak tensor throughput decoding attention&apos;s own products reach.</source>
        <translation>Anteil des maximalen Tensor-Durchsatzes, den die eigenen Produkte der Attention beim Decoding erreichen.</translation>
    </message>
    <message>
        <source>expert compute efficiency</source>
        <translation>Recheneffizienz der Experten</translation>
    </message>
    <message>
        <source>Share of peak tensor throughput the routed experts&apos; grouped GEMMs reach with many tokens per expert.</source>
        <translation>Anteil des maximalen Tensor-Durchsatzes, den die gruppierten GEMMs der gerouteten Experten bei vielen Token pro Experte erreichen.</translation>
    </message>
    <message>
        <source>routing imbalance</source>
        <translation>Routing-Ungleichgewicht</translation>
    </message>
    <message>
        <source>over the mean</source>
        <translation>über dem Mittel</translation>
    </message>
    <message>
        <source>Tokens the busiest expert-parallel GPU receives beyond the mean, beyond chance.</source>
        <translation>Token, die die am stärksten belastete GPU der Expertenparallelität über das Mittel und über den Zufall hinaus erhält.</translation>
    </message>
    <message>
        <source>NVLink efficiency</source>
        <translation>NVLink-Effizienz</translation>
    </message>
    <message>
        <source>Share of the scale-up link&apos;s bandwidth that all-reduces and all-to-alls reach.</source>
        <translation>Anteil der Bandbreite der Scale-up-Verbindung, den All-Reduce- und All-to-All-Operationen erreichen.</translation>
    </message>
    <message>
        <source>network efficiency</source>
        <translation>Netzwerkeffizienz</translation>
    </message>
    <message>
        <source>Share of the scale-out network&apos;s bandwidth that transfers reach.</source>
        <translation>Anteil der Bandbreite des Scale-out-Netzwerks, den Übertragungen erreichen.</translation>
    </message>
    <message>
        <source>prefill compute efficiency</source>
        <translation>Recheneffizienz beim Prefill</translation>
    </message>
    <message>
        <source>Share of peak tensor throughput prefill reaches.</source>
        <translation>Anteil des maximalen Tensor-Durchsatzes, den das Prefill erreicht.</translation>
    </message>
    <message>
        <source>target utilization</source>
        <translation>Zielauslastung</translation>
    </message>
    <message>
        <source>Share of a replica&apos;s throughput planned for the busiest hour.</source>
        <translation>Anteil des Durchsatzes eines Replikats, der für die Spitzenstunde eingeplant wird.</translation>
    </message>
    <message>
        <source>scheduler efficiency</source>
        <translation>Scheduler-Effizienz</translation>
    </message>
    <message>
        <source>Share of the fleet&apos;s GPUs that can hold a replica after placement.</source>
        <translation>Anteil der GPUs der Flotte, die nach der Platzierung ein Replikat aufnehmen können.</translation>
    </message>
    <message>
        <source>memory used</source>
        <translation>genutzter Speicher</translation>
    </message>
    <message>
        <source>tokens per expert at half efficiency</source>
        <translation>Token pro Experte bei halber Effizienz</translation>
    </message>
    <message>
        <source>Tokens per expert at which an expert&apos;s GEMM reaches half its efficiency.</source>
        <translation>Token pro Experte, bei denen die GEMM eines Experten die Hälfte ihrer Effizienz erreicht.</translation>
    </message>
    <message>
        <source>FP4 compute efficiency</source>
        <translation>FP4-Recheneffizienz</translation>
    </message>
    <message>
        <source>relative to other formats</source>
        <translation>relativ zu anderen Formaten</translation>
    </message>
    <message>
        <source>Share of their peak FP4 kernels reach, relative to other formats&apos; share of theirs.</source>
        <translation>Anteil ihrer Spitze, den FP4-Kernels erreichen, relativ zu dem Anteil, den andere Formate von ihrer erreichen.</translation>
    </message>
    <message>
        <source>request overhead</source>
        <translation>Overhead pro Anfrage</translation>
    </message>
    <message>
        <source>Time before the first token outside the GPUs: API server, tokenization, scheduling.</source>
        <translation>Zeit vor dem ersten Token außerhalb der GPUs: API-Server, Tokenisierung, Scheduling.</translation>
    </message>
    <message>
        <source>scheduler poll interval</source>
        <translation>Abfrageintervall des Schedulers</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Decoding steps between the engine&apos;s looks for new requests: 1 for vLLM and TensorRT-LLM, SGLang&apos;s --scheduler-recv-interval otherwise. A request waits half of them on average.</source>
        <translation>Decoding-Schritte zwischen den Abfragen der Engine nach neuen Anfragen: 1 bei vLLM und TensorRT-LLM, sonst der Wert von --scheduler-recv-interval in SGLang. Eine Anfrage wartet im Mittel die Hälfte davon.</translation>
    </message>
    <message>
        <source>host time per sequence</source>
        <translation>Host-Zeit pro Sequenz</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Host time per sequence and decoding step: scheduling, sampling, detokenization.</source>
        <translation>Host-Zeit pro Sequenz und Decoding-Schritt: Scheduling, Sampling, Detokenisierung.</translation>
    </message>
    <message>
        <source>time per layer</source>
        <translation>Zeit pro Schicht</translation>
    </message>
    <message>
        <source>Fixed time per layer and decoding step: kernel launches, synchronisation.</source>
        <translation>Feste Zeit pro Schicht und Decoding-Schritt: Kernel-Starts, Synchronisation.</translation>
    </message>
    <message>
        <source>network bandwidth per GPU</source>
        <translation>Netzwerkbandbreite pro GPU</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Network between scale-up domains, one direction; 0 takes the GPU&apos;s catalog figure.</source>
        <translation>Netzwerk zwischen Scale-up-Domänen, in eine Richtung; 0 übernimmt den Katalogwert der GPU.</translation>
    </message>
    <message>
        <source>NVLink latency</source>
        <translation>NVLink-Latenz</translation>
    </message>
    <message>
        <source>Latency of one collective within a scale-up domain.</source>
        <translation>Latenz einer kollektiven Operation innerhalb einer Scale-up-Domäne.</translation>
    </message>
    <message>
        <source>network latency</source>
        <translation>Netzwerklatenz</translation>
    </message>
    <message>
        <source>Latency of one transfer or collective across the network.</source>
        <translation>Latenz einer Übertragung oder kollektiven Operation über das Netzwerk.</translation>
    </message>
    <message>
        <source>batch limit</source>
        <translation>Batch-Limit</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>Sequenzen</translation>
    </message>
    <message>
        <source>The engine&apos;s batch limit; 0 takes vLLM&apos;s default (1024 on GPUs of 70 GiB or more, else 256).</source>
        <translation>Das Batch-Limit der Engine; 0 übernimmt den Standard von vLLM (1024 auf GPUs mit 70 GiB oder mehr, sonst 256).</translation>
    </message>
    <message>
        <source>tokens per step</source>
        <translation>Token pro Schritt</translation>
    </message>
    <message>
        <source>The engine&apos;s largest forward pass, which sizes its activation buffers; default 8192.</source>
        <translation>Der größte Forward-Pass der Engine, der ihre Aktivierungspuffer bemisst; Standard 8192.</translation>
    </message>
    <message>
        <source>GPUs per instance</source>
        <translation>GPUs pro Instanz</translation>
    </message>
    <message>
        <source>GPUs of one engine instance; 0 lets the search choose.</source>
        <translation>GPUs einer Engine-Instanz; 0 lässt die Suche wählen.</translation>
    </message>
    <message>
        <source>tensor parallelism</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>GPUs sharing each attention rank&apos;s heads; 0 lets the search choose.</source>
        <translation>GPUs, die sich die Heads jedes Attention-Rangs teilen; 0 lässt die Suche wählen.</translation>
    </message>
    <message>
        <source>pipeline stages</source>
        <translation>Pipeline-Stufen</translation>
    </message>
    <message>
        <source>stages</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <source>Consecutive stages the layers are split into; 0 lets the search choose.</source>
        <translation>Aufeinanderfolgende Stufen, in die die Schichten aufgeteilt werden; 0 lässt die Suche wählen.</translation>
    </message>
    <message>
        <source>attention data parallelism</source>
        <translation>Datenparallelität der Attention</translation>
    </message>
    <message>
        <source>ranks</source>
        <translation>Ränge</translation>
    </message>
    <message>
        <source>Attention ranks, each with its own sequences and KV cache; 0 lets the search choose.</source>
        <translation>Attention-Ränge, jeder mit eigenen Sequenzen und eigenem KV-Cache; 0 lässt die Suche wählen.</translation>
    </message>
    <message>
        <source>expert parallelism</source>
        <translation>Expertenparallelität</translation>
    </message>
    <message>
        <source>GPUs the routed experts are spread over; 0 lets the search choose.</source>
        <translation>GPUs, auf die die gerouteten Experten verteilt werden; 0 lässt die Suche wählen.</translation>
    </message>
    <message>
        <source>Base team</source>
        <translation>Basisteam</translation>
    </message>
    <message>
        <source>FTE</source>
        <translation>VZÄ</translation>
    </message>
    <message>
        <source>Full-time equivalents who run any self-hosted deployment.</source>
        <translation>Vollzeitäquivalente, die jeden Eigenbetrieb betreuen.</translation>
    </message>
    <message>
        <source>GPUs per additional FTE</source>
        <translation>GPUs pro zusätzlichem VZÄ</translation>
    </message>
    <message>
        <source>One more person for every this many GPUs; 0 keeps the team fixed.</source>
        <translation>Eine Person mehr je so viele GPUs; 0 hält das Team konstant.</translation>
    </message>
    <message>
        <source>Staff cost</source>
        <translation>Personalkosten</translation>
    </message>
    <message>
        <source>per FTE-month</source>
        <translation>pro VZÄ-Monat</translation>
    </message>
    <message>
        <source>Loaded cost: salary, employer&apos;s social charges, overheads (cost facts eng-*).</source>
        <translation>Vollkosten: Gehalt, Arbeitgeberanteile zur Sozialversicherung, Gemeinkosten (Kostenfaktoren eng-*).</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Einrichtung</translation>
    </message>
    <message>
        <source>once</source>
        <translation>einmalig</translation>
    </message>
    <message>
        <source>Engineering to stand the deployment up.</source>
        <translation>Engineering-Aufwand, um den Betrieb aufzubauen.</translation>
    </message>
    <message>
        <source>Migration</source>
        <translation>Migration</translation>
    </message>
    <message>
        <source>Moving workloads and integrations over.</source>
        <translation>Umzug von Arbeitslasten und Integrationen.</translation>
    </message>
    <message>
        <source>Fine-tuning tokens</source>
        <translation>Fine-Tuning-Token</translation>
    </message>
    <message>
        <source>Tokens the run trains on, epochs included.</source>
        <translation>Token, mit denen der Lauf trainiert, Epochen eingeschlossen.</translation>
    </message>
    <message>
        <source>Fine-tuning GPUs</source>
        <translation>Fine-Tuning-GPUs</translation>
    </message>
    <message>
        <source>GPUs the run uses.</source>
        <translation>GPUs, die der Lauf nutzt.</translation>
    </message>
    <message>
        <source>Fine-tuning price per GPU-hour</source>
        <translation>Fine-Tuning-Preis pro GPU-Stunde</translation>
    </message>
    <message>
        <source>What one of the GPUs costs an hour.</source>
        <translation>Was eine der GPUs pro Stunde kostet.</translation>
    </message>
    <message>
        <source>Fine-tuning compute efficiency</source>
        <translation>Recheneffizienz beim Fine-Tuning</translation>
    </message>
    <message>
        <source>Share of BF16 peak the training reaches; Meta reports 38–43 % for Llama 3 405B.</source>
        <translation>Anteil der BF16-Spitzenleistung, den das Training erreicht; Meta nennt 38–43&#xa0;% für Llama 3 405B.</translation>
    </message>
    <message>
        <source>input price</source>
        <translation>Eingabepreis</translation>
    </message>
    <message>
        <source>Uncached input; replaces the catalog&apos;s price when given.</source>
        <translation>Eingabe ohne Cache; ersetzt, wenn angegeben, den Katalogpreis.</translation>
    </message>
    <message>
        <source>output price</source>
        <translation>Ausgabepreis</translation>
    </message>
    <message>
        <source>Output, reasoning included; replaces the catalog&apos;s price when given.</source>
        <translation>Ausgabe, Reasoning eingeschlossen; ersetzt, wenn angegeben, den Katalogpreis.</translation>
    </message>
    <message>
        <source>cached input price</source>
        <translation>Preis für gecachte Eingabe</translation>
    </message>
    <message>
        <source>Input read from the prompt cache; otherwise the catalog&apos;s, else the input price.</source>
        <translation>Aus dem Prompt-Cache gelesene Eingabe; sonst der Katalogpreis, ersatzweise der Eingabepreis.</translation>
    </message>
    <message>
        <source>cache write price</source>
        <translation>Preis für Cache-Schreiben</translation>
    </message>
    <message>
        <source>Input written to the prompt cache; otherwise the catalog&apos;s, else the input price.</source>
        <translation>In den Prompt-Cache geschriebene Eingabe; sonst der Katalogpreis, ersatzweise der Eingabepreis.</translation>
    </message>
    <message>
        <source>batch discount</source>
        <translation>Batch-Rabatt</translation>
    </message>
    <message>
        <source>Discount on batched requests; otherwise the catalog&apos;s, else none.</source>
        <translation>Rabatt auf Batch-Anfragen; sonst der des Katalogs, ersatzweise keiner.</translation>
    </message>
    <message>
        <source>committed-spend discount</source>
        <translation>Rabatt für zugesagte Ausgaben</translation>
    </message>
    <message>
        <source>Discount for a committed spend, applied after every other price rule.</source>
        <translation>Rabatt für zugesagte Ausgaben, angewandt nach allen anderen Preisregeln.</translation>
    </message>
    <message>
        <source>GPUs each tensor-parallel group splits a layer over; the innermost ranks.</source>
        <translation>GPUs, auf die jede Tensor-Parallel-Gruppe eine Schicht aufteilt; die innersten Ränge.</translation>
    </message>
    <message>
        <source>Tensor-parallel groups the experts are spread over, which exchange tokens in all-to-alls.</source>
        <translation>Tensor-Parallel-Gruppen, auf die die Experten verteilt sind und die Token in All-to-alls austauschen.</translation>
    </message>
    <message>
        <source>compute per step</source>
        <translation>Rechenzeit pro Schritt</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>A step&apos;s arithmetic alone, on GPUs that never wait for the network.</source>
        <translation>Die reine Rechenarbeit eines Schritts, auf GPUs, die nie auf das Netzwerk warten.</translation>
    </message>
    <message>
        <source>tensor-parallel traffic</source>
        <translation>Tensor-Parallel-Verkehr</translation>
    </message>
    <message>
        <source>bytes a step</source>
        <translation>Bytes pro Schritt</translation>
    </message>
    <message>
        <source>Bytes each GPU sends a step in its tensor-parallel all-reduces.</source>
        <translation>Bytes, die jede GPU pro Schritt in ihren Tensor-Parallel-All-Reduces sendet.</translation>
    </message>
    <message>
        <source>expert-parallel traffic</source>
        <translation>Experten-Parallel-Verkehr</translation>
    </message>
    <message>
        <source>Bytes each GPU sends a step to the other ranks of its expert all-to-alls.</source>
        <translation>Bytes, die jede GPU pro Schritt an die anderen Ränge ihrer Experten-All-to-alls sendet.</translation>
    </message>
    <message>
        <source>data-parallel traffic</source>
        <translation>Daten-Parallel-Verkehr</translation>
    </message>
    <message>
        <source>Bytes each GPU sends a step in its gradient all-reduce.</source>
        <translation>Bytes, die jede GPU pro Schritt im All-Reduce ihrer Gradienten sendet.</translation>
    </message>
    <message>
        <source>Scale-up domains</source>
        <translation>Scale-up-Domänen</translation>
    </message>
    <message>
        <source>domains</source>
        <translation>Domänen</translation>
    </message>
    <message>
        <source>The NVLink domains the cluster is built of: NVL72 racks, HGX servers.</source>
        <translation>Die NVLink-Domänen, aus denen der Cluster besteht: NVL72-Racks, HGX-Server.</translation>
    </message>
    <message>
        <source>Nodes per domain</source>
        <translation>Knoten pro Domäne</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Servers or compute trays in each domain; empty takes the GPU&apos;s catalog entry.</source>
        <translation>Server oder Compute-Trays in jeder Domäne; leer übernimmt den Katalogeintrag der GPU.</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <source>GPUs in each server or tray; empty takes the GPU&apos;s catalog entry.</source>
        <translation>GPUs in jedem Server oder Tray; leer übernimmt den Katalogeintrag der GPU.</translation>
    </message>
    <message>
        <source>Network between scale-up domains, one direction; empty takes the GPU&apos;s catalog figure.</source>
        <translation>Netzwerk zwischen Scale-up-Domänen, in eine Richtung; leer übernimmt den Katalogwert der GPU.</translation>
    </message>
    <message>
        <source>Simulated days</source>
        <translation>Simulierte Tage</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>How long the simulation runs.</source>
        <translation>Wie lange die Simulation läuft.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Starts the job generator: the same seed draws the same jobs on every machine.</source>
        <translation>Startet den Jobgenerator: derselbe Startwert zieht auf jedem Rechner dieselben Jobs.</translation>
    </message>
    <message>
        <source>Checkpoint and restart</source>
        <translation>Checkpoint und Neustart</translation>
    </message>
    <message>
        <source>What moving a stopped job costs it: the checkpoint written, the job restarted, its state read back.</source>
        <translation>Was das Verschieben eines angehaltenen Jobs ihn kostet: Checkpoint schreiben, Job neu starten, Zustand zurücklesen.</translation>
    </message>
    <message>
        <source>Serving replicas</source>
        <translation>Replikate im Betrieb</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>Replicas that run from the start of the simulation to its end.</source>
        <translation>Replikate, die vom Anfang bis zum Ende der Simulation laufen.</translation>
    </message>
    <message>
        <source>GPUs per replica</source>
        <translation>GPUs pro Replikat</translation>
    </message>
    <message>
        <source>The GPUs one replica holds, which must share a scale-up domain.</source>
        <translation>Die GPUs eines Replikats, die sich eine Scale-up-Domäne teilen müssen.</translation>
    </message>
    <message>
        <source>Job arrivals</source>
        <translation>Jobankünfte</translation>
    </message>
    <message>
        <source>an hour</source>
        <translation>pro Stunde</translation>
    </message>
    <message>
        <source>Jobs of the mix arriving in an average hour, at random (a Poisson process).</source>
        <translation>Jobs des Mixes, die in einer durchschnittlichen Stunde zufällig eintreffen (ein Poisson-Prozess).</translation>
    </message>
    <message>
        <source>GPUs per job</source>
        <translation>GPUs pro Job</translation>
    </message>
    <message>
        <source>The GPUs each job of the class takes.</source>
        <translation>Die GPUs, die jeder Job der Klasse belegt.</translation>
    </message>
    <message>
        <source>share of arrivals</source>
        <translation>Anteil der Ankünfte</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>The class&apos;s weight among the mix&apos;s; the weights are scaled to sum to one.</source>
        <translation>Das Gewicht der Klasse im Mix; die Gewichte werden auf die Summe eins skaliert.</translation>
    </message>
    <message>
        <source>median duration</source>
        <translation>mittlere Dauer (Median)</translation>
    </message>
    <message>
        <source>Half the class&apos;s jobs run shorter and half longer, lognormally distributed.</source>
        <translation>Die Hälfte der Jobs der Klasse läuft kürzer, die Hälfte länger, log-normalverteilt.</translation>
    </message>
    <message>
        <source>90th-percentile duration</source>
        <translation>Dauer am 90. Perzentil</translation>
    </message>
    <message>
        <source>The duration one job in ten exceeds; at least the median.</source>
        <translation>Die Dauer, die jeder zehnte Job überschreitet; mindestens der Median.</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>price trend</source>
        <translation>Preistrend</translation>
    </message>
    <message>
        <source>Compound yearly change of the compute price over the horizon: the rental per GPU-hour, or the price of servers bought later; negative when prices fall (cost facts gpu-rental-price-trend, server-price-trend-same-model).</source>
        <translation>Jährliche Veränderung (mit Zinseszins) des Rechenpreises über den Horizont: die Miete je GPU-Stunde oder der Preis später gekaufter Server; negativ, wenn Preise fallen (Kostenfakten gpu-rental-price-trend, server-price-trend-same-model).</translation>
    </message>
    <message>
        <source>declining-balance factor</source>
        <translation>Faktor der degressiven Abschreibung</translation>
    </message>
    <message>
        <source>With declining-balance depreciation, the share of book value written off each period as a multiple of the straight-line rate: 2 for double-declining.</source>
        <translation>Bei degressiver Abschreibung der je Periode abgeschriebene Anteil des Buchwerts als Vielfaches des linearen Satzes: 2 für doppelt degressiv.</translation>
    </message>
    <message>
        <source>Compound yearly change of every token price of the offer over the horizon; negative when prices fall (cost facts api-price-trend-same-model, api-price-trend-same-capability).</source>
        <translation>Jährliche Veränderung (mit Zinseszins) aller Tokenpreise des Angebots über den Horizont; negativ, wenn Preise fallen (Kostenfakten api-price-trend-same-model, api-price-trend-same-capability).</translation>
    </message>
    <message>
        <source>× straight-line</source>
        <translation>× linear</translation>
    </message>
    <message>
        <source>A fleet of this many GPUs serves the base of the load and the API the rest. Leave empty for the fleet that costs least.</source>
        <translation>Eine Flotte aus so vielen GPUs bedient die Grundlast, die API den Rest. Leer lassen für die günstigste Flotte.</translation>
    </message>
    <message>
        <source>hours served in full</source>
        <translation>voll bediente Stunden</translation>
    </message>
    <message>
        <source>of the week&apos;s hours</source>
        <translation>der Wochenstunden</translation>
    </message>
    <message>
        <source>A fleet that serves every hour up to this percentile of the week&apos;s hourly rates; the busier hours send their excess to the API. Leave empty for the fleet that costs least.</source>
        <translation>Eine Flotte, die jede Stunde bis zu diesem Perzentil der stündlichen Raten der Woche bedient; die stärkeren Stunden senden ihren Überschuss an die API. Leer lassen für die günstigste Flotte.</translation>
    </message>
    <message>
        <source>reserved GPUs</source>
        <translation>reservierte GPUs</translation>
    </message>
    <message>
        <source>GPUs reserved for the term at the option&apos;s price, billed around the clock whether the workload needs them or not.</source>
        <translation>Für die Laufzeit zum Preis der Option reservierte GPUs, rund um die Uhr abgerechnet, ob die Last sie braucht oder nicht.</translation>
    </message>
    <message>
        <source>reservation term</source>
        <translation>Reservierungslaufzeit</translation>
    </message>
    <message>
        <source>How long the reservation binds; at its end it renews for the GPUs the month then needs.</source>
        <translation>Wie lange die Reservierung bindet; an ihrem Ende wird sie für die GPUs verlängert, die der Monat dann braucht.</translation>
    </message>
    <message>
        <source>price beyond the reservation</source>
        <translation>Preis über die Reservierung hinaus</translation>
    </message>
    <message>
        <source>What a GPU beyond the reserved ones costs an hour (on demand, say); when empty, the option&apos;s own price.</source>
        <translation>Was eine GPU über die reservierten hinaus pro Stunde kostet (etwa on demand); leer: der eigene Preis der Option.</translation>
    </message>
    <message>
        <source>committed spend</source>
        <translation>zugesagte Ausgaben</translation>
    </message>
    <message>
        <source>A spend promised for the term: a month&apos;s bill is never less, whatever the traffic.</source>
        <translation>Für die Laufzeit zugesagte Ausgaben: die Monatsrechnung ist nie niedriger, was immer der Verkehr ist.</translation>
    </message>
    <message>
        <source>commitment term</source>
        <translation>Zusagelaufzeit</translation>
    </message>
    <message>
        <source>How long the promised spend binds; at its end it renews at the month&apos;s bill.</source>
        <translation>Wie lange die zugesagten Ausgaben binden; an ihrem Ende werden sie zur Rechnung des Monats verlängert.</translation>
    </message>
    <message>
        <source>Share of memory the engine may fill: of what weights and runtime leave, for the KV cache (TensorRT-LLM&apos;s free_gpu_memory_fraction), or of the device (vLLM&apos;s gpu_memory_utilization), as the memory accounting says.</source>
        <translation>Anteil des Speichers, den die Engine belegen darf: von dem, was Gewichte und Laufzeit frei lassen, für den KV-Cache (free_gpu_memory_fraction von TensorRT-LLM), oder vom ganzen Gerät (gpu_memory_utilization von vLLM), je nach Speicherabrechnung.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Recover unsaved work?</source>
        <translation>Nicht gespeicherte Arbeit wiederherstellen?</translation>
    </message>
    <message>
        <source>Breakeven did not close normally last time, and a scenario had changes that were not saved. Recover them?</source>
        <translation>Breakeven wurde beim letzten Mal nicht normal beendet, und ein Szenario hatte nicht gespeicherte Änderungen. Sollen sie wiederhergestellt werden?</translation>
    </message>
    <message>
        <source>Self-hosted LLM serving against per-token APIs: cost of ownership and break-even.</source>
        <translation>LLM im Eigenbetrieb gegenüber APIs mit Abrechnung pro Token: Gesamtbetriebskosten (TCO) und Break-even.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;png&gt; and quit (for documentation).</source>
        <translation>Ein Bild des Fensters in &lt;png&gt; speichern und beenden (für die Dokumentation).</translation>
    </message>
    <message>
        <source>Start in workshop mode: full screen, large type, for a projector.</source>
        <translation>Im Workshop-Modus starten: Vollbild, große Schrift, für einen Beamer.</translation>
    </message>
    <message>
        <source>Scenario to open (*.breakeven.json).</source>
        <translation>Zu öffnendes Szenario (*.breakeven.json).</translation>
    </message>
    <message>
        <source>Breakeven cannot start</source>
        <translation>Breakeven kann nicht starten</translation>
    </message>
    <message>
        <source>User catalog file skipped</source>
        <translation>Benutzerkatalog übersprungen</translation>
    </message>
    <message>
        <source>With --screenshot: show the chart tab at &lt;number&gt;, from 1; with --workshop, its page.</source>
        <translation>Mit --screenshot: den Diagramm-Reiter Nummer &lt;number&gt; zeigen, ab 1; mit --workshop dessen Seite.</translation>
    </message>
</context>
<context>
    <name>tco::ui::BreakEvenMap</name>
    <message>
        <source>Current scenario</source>
        <translation>Aktuelles Szenario</translation>
    </message>
    <message>
        <source>Cannot run</source>
        <translation>Nicht lauffähig</translation>
    </message>
    <message>
        <source>%1 cheaper</source>
        <translation>%1 günstiger</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>%1 pro Million Token</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>A self-hosted option cannot run here.</source>
        <translation>Eine selbst betriebene Option kann hier nicht laufen.</translation>
    </message>
    <message>
        <source>%1 a million tokens</source>
        <translation>%1 pro Million Token</translation>
    </message>
    <message>
        <source>%1 costs %2 a month less than %3</source>
        <translation>%1 kostet im Monat %2 weniger als %3</translation>
    </message>
    <message>
        <source>%1 costs %2 a month more than %3</source>
        <translation>%1 kostet im Monat %2 mehr als %3</translation>
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
        <translation>&amp;X-Achse:</translation>
    </message>
    <message>
        <source>&amp;Up:</source>
        <translation>&amp;Y-Achse:</translation>
    </message>
</context>
<context>
    <name>tco::ui::BreakdownChart</name>
    <message>
        <source>API bill after discounts</source>
        <translation>API-Rechnung nach Rabatten</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>Monatliche Kosten</translation>
    </message>
    <message>
        <source>%1
%2: %3 a month
Total: %4 a month</source>
        <translation>%1
%2: %3 im Monat
Summe: %4 im Monat</translation>
    </message>
</context>
<context>
    <name>tco::ui::CatalogPicker</name>
    <message>
        <source>Type to search</source>
        <translation>Tippen zum Suchen</translation>
    </message>
    <message>
        <source>No catalog entry matches “%1”; pick one from the list.</source>
        <translation>Kein Katalogeintrag passt zu „%1“; wählen Sie einen aus der Liste.</translation>
    </message>
</context>
<context>
    <name>tco::ui::ClusterPanel</name>
    <message>
        <source>Slowed: its job is split over more NVLink domains than it needs</source>
        <translation>Gebremst: sein Job ist über mehr NVLink-Domänen verteilt als nötig</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>Free while a job waits that they could hold (stranded)</source>
        <translation>Frei, während ein Job wartet, der hineinpassen würde (brachliegend)</translation>
    </message>
    <message>
        <source>━━ useful GPUs</source>
        <translation>━━ nützliche GPUs</translation>
    </message>
    <message>
        <source>╍╍ stranded GPUs</source>
        <translation>╍╍ brachliegende GPUs</translation>
    </message>
    <message>
        <source>&amp;Simulate</source>
        <translation>&amp;Simulieren</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Ab&amp;spielen</translation>
    </message>
    <message>
        <source>Simulates the scenario&apos;s cluster under each scheduling policy, on the same jobs.</source>
        <translation>Simuliert den Cluster des Szenarios unter jeder Scheduling-Strategie mit denselben Jobs.</translation>
    </message>
    <message>
        <source>P&amp;olicy:</source>
        <translation>S&amp;trategie:</translation>
    </message>
    <message>
        <source>This scenario describes no cluster. Open a cluster preset (File → Open Preset: “GPU cluster: …”), or give the scenario file a cluster section (docs/scenario-format.md).</source>
        <translation>Dieses Szenario beschreibt keinen Cluster. Öffnen Sie eine Cluster-Vorlage (Datei → Vorlage öffnen: „GPU-Cluster: …“) oder geben Sie der Szenariodatei einen Cluster-Abschnitt (docs/scenario-format.md).</translation>
    </message>
    <message>
        <source>Simulating each policy on the same jobs…</source>
        <translation>Jede Strategie wird mit denselben Jobs simuliert…</translation>
    </message>
    <message>
        <source>The simulation failed: %1</source>
        <translation>Die Simulation ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The scenario has changed since this simulation: Simulate runs it again.</source>
        <translation>Das Szenario hat sich seit dieser Simulation geändert: „Simulieren“ führt sie erneut aus.</translation>
    </message>
    <message>
        <source>%1: %2 GPUs busy, %3 doing useful work, %4 stranded; waiting jobs ask for %5.</source>
        <translation>%1: %2 GPUs belegt, %3 mit nützlicher Arbeit, %4 brachliegend; wartende Jobs verlangen %5.</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Use %1 in the sizing</source>
        <translation>%1 in der Dimensionierung ver&amp;wenden</translation>
    </message>
    <message>
        <source>Sets the scheduler efficiency of “%1” to %2, %3’s in this simulation: the share of the GPU-hours placement could put to work that did useful work. The sizing plans the fleet with it; Edit → Undo takes it back.</source>
        <translation>Setzt die Scheduler-Effizienz von „%1“ auf %2, den Wert von %3 in dieser Simulation: den Anteil der GPU-Stunden, die die Platzierung hätte nutzen können, an denen nützliche Arbeit geleistet wurde. Die Dimensionierung plant die Flotte damit; Bearbeiten → Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>Scheduler efficiency from the cluster</source>
        <translation>Scheduler-Effizienz aus dem Cluster</translation>
    </message>
</context>
<context>
    <name>tco::ui::ClusterRunner</name>
    <message>
        <source>The scenario has no cluster to simulate.</source>
        <translation>Das Szenario hat keinen Cluster zum Simulieren.</translation>
    </message>
</context>
<context>
    <name>tco::ui::ClusterTimeChart</name>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>%1: useful</source>
        <translation>%1: nützlich</translation>
    </message>
    <message>
        <source>%1: stranded</source>
        <translation>%1: brachliegend</translation>
    </message>
</context>
<context>
    <name>tco::ui::CompareDialog</name>
    <message>
        <source>Compare Options</source>
        <translation>Optionen vergleichen</translation>
    </message>
    <message>
        <source>The headline&apos;s question: the cheapest self-hosted option</source>
        <translation>Die Frage der Schlagzeile: die günstigste selbst betriebene Option</translation>
    </message>
    <message>
        <source>The analyses measure:</source>
        <translation>Die Analysen messen:</translation>
    </message>
    <message>
        <source>less:</source>
        <translation>minus:</translation>
    </message>
    <message>
        <source>Less the cheapest API offer, at the scenario&apos;s volume.</source>
        <translation>Abzüglich des günstigsten API-Angebots, beim Volumen des Szenarios.</translation>
    </message>
    <message>
        <source>Choose two different options.</source>
        <translation>Wählen Sie zwei verschiedene Optionen.</translation>
    </message>
    <message>
        <source>Compare options</source>
        <translation>Optionen vergleichen</translation>
    </message>
</context>
<context>
    <name>tco::ui::ComparisonModel</name>
    <message>
        <source>cannot run</source>
        <translation>nicht lauffähig</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>am günstigsten</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 output tokens/s per user, first token in %4 ms): the fewest GPUs at today&apos;s volume of the %5 layouts the fleet could be built of.</source>
        <translation>%1 von %2 (%3 Ausgabe-Token/s pro Nutzer, erstes Token in %4 ms): die wenigsten GPUs beim heutigen Volumen unter den %5 Aufteilungen, aus denen sich die Flotte bilden ließe.</translation>
    </message>
    <message>
        <source>1 replica</source>
        <translation>1 Replikat</translation>
    </message>
    <message>
        <source>%1 replicas</source>
        <translation>%1 Replikate</translation>
    </message>
    <message>
        <source>Self-hosted</source>
        <translation>Eigenbetrieb</translation>
    </message>
    <message>
        <source>API offer</source>
        <translation>API-Angebot</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>Monatlich</translation>
    </message>
    <message>
        <source>Per M tokens</source>
        <translation>Pro Mio. Token</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 Monate</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>Kapitalwert</translation>
    </message>
    <message>
        <source>Over cheapest</source>
        <translation>Mehrkosten</translation>
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
        <translation>Sie bedienen jede Stunde bis %1 des Durchschnitts; die stärkeren Stunden senden %2 der Token an die API.</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>Hybrid</translation>
    </message>
</context>
<context>
    <name>tco::ui::ComparisonView</name>
    <message>
        <source>Copy Table</source>
        <translation>Tabelle kopieren</translation>
    </message>
</context>
<context>
    <name>tco::ui::CorrelationDialog</name>
    <message>
        <source>Correlations</source>
        <translation>Korrelationen</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>an input&apos;s number and name</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The rank correlation of each pair of inputs a run draws together, from −1 (one high when the other is low) to 1 (high together); empty for independent.</source>
        <translation>Die Rangkorrelation jedes Paars von Eingaben, die ein Lauf gemeinsam zieht, von −1 (die eine hoch, wenn die andere niedrig ist) bis 1 (gemeinsam hoch); leer für unabhängig.</translation>
    </message>
    <message>
        <source>Inputs %1 and %2: %3 is not a correlation from −1 to 1.</source>
        <translation>Eingaben %1 und %2: %3 ist keine Korrelation von −1 bis 1.</translation>
    </message>
    <message>
        <source>%1 and %2: %3 instead of %4</source>
        <comment>inputs&apos; numbers: the correlation used instead of the one asked for</comment>
        <translation>%1 und %2: %3 statt %4</translation>
    </message>
    <message>
        <source>These correlations are impossible together; a run would draw the nearest possible ones: %1.</source>
        <translation>Diese Korrelationen sind zusammen unmöglich; ein Lauf würde die nächstmöglichen ziehen: %1.</translation>
    </message>
    <message>
        <source>Change correlations</source>
        <translation>Korrelationen ändern</translation>
    </message>
</context>
<context>
    <name>tco::ui::CostChartView</name>
    <message>
        <source>Nothing to compare yet: the analyses need a self-hosted option that can run and an API offer. Analysis → Compare Options… can pick any two options instead.</source>
        <translation>Noch nichts zu vergleichen: Die Analysen brauchen eine lauffähige selbst betriebene Option und ein API-Angebot. Mit Analyse → Optionen vergleichen… lassen sich stattdessen zwei beliebige Optionen wählen.</translation>
    </message>
    <message>
        <source>No input moves the outcome over its range. Analysis → Tornado Ranges… gives inputs wider ranges.</source>
        <translation>Kein Eingabewert bewegt das Ergebnis über seinen Bereich. Analyse → Tornado-Bereiche… gibt Eingabewerten weitere Bereiche.</translation>
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
    <message>
        <source>%1 (%2)</source>
        <comment>a quantity and its currency</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>tco::ui::DistributionDialog</name>
    <message>
        <source>Lowest:</source>
        <translation>Niedrigster:</translation>
    </message>
    <message>
        <source>Most likely:</source>
        <translation>Wahrscheinlichster:</translation>
    </message>
    <message>
        <source>Highest:</source>
        <translation>Höchster:</translation>
    </message>
    <message>
        <source>Mean:</source>
        <translation>Mittelwert:</translation>
    </message>
    <message>
        <source>Standard deviation:</source>
        <translation>Standardabweichung:</translation>
    </message>
    <message>
        <source>Typical (median):</source>
        <translation>Typisch (Median):</translation>
    </message>
    <message>
        <source>High (exceeded one time in ten):</source>
        <translation>Hoch (in einem von zehn Fällen überschritten):</translation>
    </message>
    <message>
        <source>Edit Distribution</source>
        <translation>Verteilung bearbeiten</translation>
    </message>
    <message>
        <source>Add Distribution</source>
        <translation>Verteilung hinzufügen</translation>
    </message>
    <message>
        <source>Why this range, and where it comes from</source>
        <translation>Warum dieser Bereich, und woher er stammt</translation>
    </message>
    <message>
        <source>Input:</source>
        <translation>Eingabewert:</translation>
    </message>
    <message>
        <source>Distribution:</source>
        <translation>Verteilung:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Begründung:</translation>
    </message>
    <message>
        <source>%1 is not a number: %2</source>
        <translation>%1 ist keine Zahl: %2</translation>
    </message>
    <message>
        <source>Distribution of %1</source>
        <translation>Verteilung von %1</translation>
    </message>
    <message>
        <source>Now %1</source>
        <translation>Derzeit %1</translation>
    </message>
</context>
<context>
    <name>tco::ui::DriverPresenter</name>
    <message>
        <source>Tokens per day</source>
        <translation>Token pro Tag</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>Serverpreis</translation>
    </message>
    <message>
        <source>GPU price per hour</source>
        <translation>GPU-Preis pro Stunde</translation>
    </message>
    <message>
        <source>Target utilization</source>
        <translation>Zielauslastung</translation>
    </message>
    <message>
        <source>Memory-bandwidth efficiency</source>
        <translation>Speicherbandbreiten-Effizienz</translation>
    </message>
    <message>
        <source>Scheduler efficiency</source>
        <translation>Scheduler-Effizienz</translation>
    </message>
    <message>
        <source>Staff cost per FTE-month</source>
        <translation>Personalkosten pro VZÄ-Monat</translation>
    </message>
    <message>
        <source>Base team (FTE)</source>
        <translation>Basisteam (VZÄ)</translation>
    </message>
    <message>
        <source>API output price per M tokens</source>
        <translation>API-Ausgabepreis je Mio. Token</translation>
    </message>
    <message>
        <source>Monthly growth</source>
        <translation>Monatliches Wachstum</translation>
    </message>
    <message>
        <source>Input and output tokens served a day, today.</source>
        <translation>Eingabe- und Ausgabe-Token, die heute pro Tag bedient werden.</translation>
    </message>
    <message>
        <source>The price of the self-hosted option chosen above: per GPU-hour before discounts if rented, per server if owned.</source>
        <translation>Der Preis der oben gewählten selbst betriebenen Option: pro GPU-Stunde vor Rabatten, wenn gemietet, pro Server, wenn gekauft.</translation>
    </message>
    <message>
        <source>Share of a replica&apos;s throughput planned for the busiest hour, for every self-hosted option.</source>
        <translation>Anteil des Durchsatzes eines Replikats, der für die Spitzenstunde eingeplant wird, für jede selbst betriebene Option.</translation>
    </message>
    <message>
        <source>Share of peak memory bandwidth that decoding reaches (MBU), for every self-hosted option.</source>
        <translation>Anteil der maximalen Speicherbandbreite, den das Decoding erreicht (MBU), für jede selbst betriebene Option.</translation>
    </message>
    <message>
        <source>Share of the fleet&apos;s GPUs that can hold a replica after placement, for every self-hosted option.</source>
        <translation>Anteil der GPUs der Flotte, die nach der Platzierung ein Replikat aufnehmen können, für jede selbst betriebene Option.</translation>
    </message>
    <message>
        <source>Loaded monthly cost of one full-time engineer: salary, social charges, overheads.</source>
        <translation>Monatliche Vollkosten eines Vollzeit-Engineers: Gehalt, Sozialabgaben, Gemeinkosten.</translation>
    </message>
    <message>
        <source>People who run any self-hosted deployment, before those added per GPU.</source>
        <translation>Personen, die jeden Eigenbetrieb betreuen, ohne die pro GPU hinzukommenden.</translation>
    </message>
    <message>
        <source>The output price of the API offer chosen above; its input and cache prices move in proportion.</source>
        <translation>Der Ausgabepreis des oben gewählten API-Angebots; seine Eingabe- und Cache-Preise ändern sich im gleichen Verhältnis.</translation>
    </message>
    <message>
        <source>Change of the daily volume from one month to the next, over the horizon.</source>
        <translation>Änderung des täglichen Volumens von einem Monat zum nächsten, über den Betrachtungszeitraum.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
</context>
<context>
    <name>tco::ui::EntryList</name>
    <message>
        <source>Add</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Add a new %1, starting from the catalog&apos;s figures.</source>
        <translation>Neuen Eintrag (%1) hinzufügen, ausgehend von den Werten des Katalogs.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Remove the selected %1.</source>
        <translation>Ausgewählten Eintrag (%1) löschen.</translation>
    </message>
</context>
<context>
    <name>tco::ui::ExportDialog</name>
    <message>
        <source>Export Reports</source>
        <translation>Berichte exportieren</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>PDF report: the answer, costs, sizing, assumptions with sources, sensitivity</source>
        <translation>PDF-Bericht: die Antwort, Kosten, Dimensionierung, Annahmen mit Quellen, Sensitivität</translation>
    </message>
    <message>
        <source>Excel workbook: every cost a live formula of the inputs</source>
        <translation>Excel-Arbeitsmappe: jede Kostenposition als lebende Formel der Eingabewerte</translation>
    </message>
    <message>
        <source>CSV tables: comparison, costs across volumes, horizon month by month</source>
        <translation>CSV-Tabellen: Vergleich, Kosten nach Volumen, Betrachtungszeitraum Monat für Monat</translation>
    </message>
    <message>
        <source>JSON: the full result with every input and its source</source>
        <translation>JSON: das vollständige Ergebnis mit jedem Eingabewert und seiner Quelle</translation>
    </message>
    <message>
        <source>Chart images as PNG, at 1× and 2×</source>
        <translation>Diagramme als PNG, in 1× und 2×</translation>
    </message>
    <message>
        <source>Chart images as SVG</source>
        <translation>Diagramme als SVG</translation>
    </message>
    <message>
        <source>Include the Monte Carlo run in the PDF</source>
        <translation>Monte-Carlo-Lauf in das PDF aufnehmen</translation>
    </message>
    <message>
        <source>Run How sure are we on this scenario first.</source>
        <translation>Führen Sie zuerst „Wie sicher sind wir“ für dieses Szenario aus.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Commas, decimal point (1234.5,2)</source>
        <translation>Kommas, Dezimalpunkt (1234.5,2)</translation>
    </message>
    <message>
        <source>Semicolons, decimal comma (1234,5;2)</source>
        <translation>Semikolons, Dezimalkomma (1234,5;2)</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Dateiname:</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Berichte</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papier:</translation>
    </message>
    <message>
        <source>CSV format:</source>
        <translation>CSV-Format:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>The folder %1 could not be made.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Export to Folder</source>
        <translation>In Ordner exportieren</translation>
    </message>
</context>
<context>
    <name>tco::ui::GoalSeekDialog</name>
    <message>
        <source>Goal Seek</source>
        <translation>Zielwertsuche</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>&amp;Apply to Scenario</source>
        <translation>Auf Szenario &amp;anwenden</translation>
    </message>
    <message>
        <source>The scenario refuses the value: %1</source>
        <translation>Das Szenario lehnt den Wert ab: %1</translation>
    </message>
    <message>
        <source>less that of:</source>
        <translation>abzüglich derer von:</translation>
    </message>
    <message>
        <source>The monthly cost of</source>
        <translation>Die Monatskosten von</translation>
    </message>
    <message>
        <source>The cost per million tokens of</source>
        <translation>Die Kosten je Million Tokens von</translation>
    </message>
    <message>
        <source>Set:</source>
        <translation>Setzen:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Auf:</translation>
    </message>
    <message>
        <source>By changing:</source>
        <translation>Durch Ändern von:</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <comment>the unit of a target</comment>
        <translation>%1 im Monat</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <comment>the unit of a target</comment>
        <translation>%1 je Million Tokens</translation>
    </message>
    <message>
        <source>Type the target as a number, such as %1.</source>
        <translation>Geben Sie das Ziel als Zahl ein, etwa %1.</translation>
    </message>
</context>
<context>
    <name>tco::ui::HorizonChart</name>
    <message>
        <source>Crossover</source>
        <translation>Amortisation</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Kumulierte Kosten</translation>
    </message>
    <message>
        <source>From month %1 on, %2 has cost no more in total than %3: %4 by month %1</source>
        <translation>Ab Monat %1 hat %2 insgesamt nicht mehr gekostet als %3: %4 bis Monat %1</translation>
    </message>
    <message>
        <source>%1
Month %2: %3 in total</source>
        <translation>%1
Monat %2: %3 insgesamt</translation>
    </message>
</context>
<context>
    <name>tco::ui::LineField</name>
    <message>
        <source>The currency of the amount; add an exchange rate to offer another.</source>
        <translation>Die Währung des Betrags; fügen Sie einen Wechselkurs hinzu, um eine weitere anzubieten.</translation>
    </message>
</context>
<context>
    <name>tco::ui::LoadSketch</name>
    <message>
        <source>The week&apos;s traffic hour by hour, Monday first, against the average hour (dashed). %1</source>
        <translation>Der Verkehr der Woche Stunde für Stunde, ab Montag, gegen die mittlere Stunde (gestrichelt). %1</translation>
    </message>
    <message>
        <source>Busiest hour: %1 × the average</source>
        <translation>Stärkste Stunde: %1 × das Mittel</translation>
    </message>
</context>
<context>
    <name>tco::ui::MainWindow</name>
    <message>
        <source>Cost by volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Cost items</source>
        <translation>Posten</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>What matters most</source>
        <translation>Was zählt</translation>
    </message>
    <message>
        <source>Break-even map</source>
        <translation>Break-even-Karte</translation>
    </message>
    <message>
        <source>How sure are we</source>
        <translation>Wie sicher</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Was wäre, wenn</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open &amp;Preset</source>
        <translation>&amp;Vorlage öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export Chart…</source>
        <translation>&amp;Diagramm exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;Reports…</source>
        <translation>Be&amp;richte exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Copy Comparison</source>
        <translation>&amp;Vergleich kopieren</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Workshop Mode</source>
        <translation>&amp;Workshop-Modus</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <source>&amp;Goal Seek…</source>
        <translation>&amp;Zielwertsuche…</translation>
    </message>
    <message>
        <source>&amp;Compare Options…</source>
        <translation>Optionen &amp;vergleichen…</translation>
    </message>
    <message>
        <source>Tornado &amp;Ranges…</source>
        <translation>&amp;Tornado-Bereiche…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Breakeven</source>
        <translation>&amp;Info zu Breakeven</translation>
    </message>
    <message>
        <source>About Breakeven</source>
        <translation>Info zu Breakeven</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Breakeven %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Should you run this LLM on your own GPUs, rented or bought, or pay an API per token, at your volume and at ten times your volume?&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Breakeven %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Sollten Sie dieses LLM auf eigenen GPUs betreiben, gemietet oder gekauft, oder eine API pro Token bezahlen – bei Ihrem heutigen Volumen und beim Zehnfachen davon?&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Liste leeren</translation>
    </message>
    <message>
        <source>%1[*] — Breakeven</source>
        <translation>%1[*] — Breakeven</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 could not be opened, so the current scenario is unchanged.</source>
        <translation>%1 konnte nicht geöffnet werden; das aktuelle Szenario bleibt unverändert.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 hat nicht gespeicherte Änderungen. Sollen sie gespeichert werden?</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>chart, scenario</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Written:
%1</source>
        <translation>Geschrieben:
%1</translation>
    </message>
    <message>
        <source>Reports exported</source>
        <translation>Berichte exportiert</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>Stückkosten</translation>
    </message>
    <message>
        <source>Speed and cost</source>
        <translation>Tempo/Kosten</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>The cluster is left out of the reports: %1</source>
        <translation>Der Cluster fehlt in den Berichten: %1</translation>
    </message>
    <message>
        <source>Cash and P&amp;&amp;L</source>
        <translation>Zahlungen und GuV</translation>
    </message>
    <message>
        <source>&amp;Update Prices…</source>
        <translation>Preise a&amp;ktualisieren…</translation>
    </message>
    <message>
        <source>Update Prices</source>
        <translation>Preise aktualisieren</translation>
    </message>
    <message>
        <source>This system names no folder for the user&apos;s data, where updated prices are kept.</source>
        <translation>Dieses System nennt keinen Ordner für Benutzerdaten, in dem aktualisierte Preise abgelegt werden.</translation>
    </message>
    <message>
        <source>%1 File → Update Prices brings them up to date.</source>
        <translation>%1 Datei → Preise aktualisieren bringt sie auf den neuesten Stand.</translation>
    </message>
</context>
<context>
    <name>tco::ui::MoneyChart</name>
    <message>
        <source>Choose an option that can run to see its money year by year.</source>
        <translation>Wählen Sie eine lauffähige Option, um ihr Geld Jahr für Jahr zu sehen.</translation>
    </message>
    <message>
        <source>Cash out a year</source>
        <translation>Abfluss im Jahr</translation>
    </message>
    <message>
        <source>P&amp;L cost a year</source>
        <translation>Aufwand im Jahr</translation>
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
        <translation>&amp;Option:</translation>
    </message>
    <message>
        <source>&amp;Cash flow: servers paid when bought</source>
        <translation>&amp;Zahlungsfluss: Server beim Kauf bezahlt</translation>
    </message>
    <message>
        <source>&amp;P&amp;&amp;L: servers as they depreciate</source>
        <translation>&amp;GuV: Server nach ihrer Abschreibung</translation>
    </message>
</context>
<context>
    <name>tco::ui::MoneyTableModel</name>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>Jahr %1</translation>
    </message>
    <message>
        <source>Year %1 (%2 of 12 months)</source>
        <translation>Jahr %1 (%2 von 12 Monaten)</translation>
    </message>
</context>
<context>
    <name>tco::ui::MonteCarloRunner</name>
    <message>
        <source>Give at least one input a distribution first.</source>
        <translation>Geben Sie zuerst mindestens einem Eingabewert eine Verteilung.</translation>
    </message>
    <message>
        <source>The scenario needs a self-hosted option and an API offer to compare.</source>
        <translation>Das Szenario braucht eine selbst betriebene Option und ein API-Angebot zum Vergleichen.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Neither option compared commits to anything: give one a reservation or a committed spend.</source>
        <translation>Keine der verglichenen Optionen geht eine Zusage ein: geben Sie einer eine Reservierung oder zugesagte Ausgaben.</translation>
    </message>
</context>
<context>
    <name>tco::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Desktop</source>
        <translation>Wie der Desktop</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <source>Trust &amp;API prices for:</source>
        <translation>&amp;API-Preise gelten:</translation>
    </message>
    <message>
        <source>Trust cl&amp;oud GPU prices for:</source>
        <translation>&amp;Cloud-GPU-Preise gelten:</translation>
    </message>
    <message numerus="yes">
        <source>%n days</source>
        <comment>trust prices for</comment>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tco::ui::PriceUpdate</name>
    <message>
        <source>Choose a price list file, or give the address of one.</source>
        <translation>Wählen Sie eine Preislisten-Datei oder geben Sie die Adresse einer Preisliste an.</translation>
    </message>
    <message>
        <source>%1: the file %2</source>
        <translation>%1: die Datei %2</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB: not a price list.</source>
        <translation>%1 ist größer als %2 MB: keine Preisliste.</translation>
    </message>
    <message>
        <source>%1 sent nothing for %2 s. Check the connection and the system&apos;s proxy settings, or download the list with a browser and choose the file.</source>
        <translation>%1 hat %2 s lang nichts gesendet. Prüfen Sie die Verbindung und die Proxy-Einstellungen des Systems, oder laden Sie die Liste im Browser herunter und wählen Sie die Datei.</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: %2</source>
        <translation>%1 konnte nicht heruntergeladen werden: %2</translation>
    </message>
    <message>
        <source>%1 is none of the price lists Breakeven reads (LiteLLM, genai-prices, OpenRouter, SkyPilot); choose its format if it is one.</source>
        <translation>%1 ist keine der Preislisten, die Breakeven liest (LiteLLM, genai-prices, OpenRouter, SkyPilot); wählen Sie ihr Format, falls sie eine ist.</translation>
    </message>
    <message>
        <source>Read a price list first.</source>
        <translation>Lesen Sie zuerst eine Preisliste.</translation>
    </message>
</context>
<context>
    <name>tco::ui::PriceUpdateDialog</name>
    <message>
        <source>Update Prices</source>
        <translation>Preise aktualisieren</translation>
    </message>
    <message>
        <source>A price list file, or its address (https://…)</source>
        <translation>Eine Preislisten-Datei oder ihre Adresse (https://…)</translation>
    </message>
    <message>
        <source>&amp;Published Lists</source>
        <translation>&amp;Veröffentlichte Listen</translation>
    </message>
    <message>
        <source>Choose &amp;File…</source>
        <translation>&amp;Datei wählen…</translation>
    </message>
    <message>
        <source>Choose a Price List</source>
        <translation>Preisliste wählen</translation>
    </message>
    <message>
        <source>Price lists (*.json *.csv);;All files (*)</source>
        <translation>Preislisten (*.json *.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Found from the contents</source>
        <translation>Aus dem Inhalt erkannt</translation>
    </message>
    <message>
        <source>SkyPilot lists only; else the name of the list&apos;s folder (aws, lambda …)</source>
        <translation>Nur SkyPilot-Listen; sonst der Name des Ordners der Liste (aws, lambda …)</translation>
    </message>
    <message>
        <source>Price &amp;list:</source>
        <translation>Preis&amp;liste:</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormat:</translation>
    </message>
    <message>
        <source>Clou&amp;d:</source>
        <translation>Clou&amp;d:</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>&amp;Lesen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Nothing is written until you put the list&apos;s prices in use.</source>
        <translation>Nichts wird gespeichert, bevor Sie die Preise der Liste übernehmen.</translation>
    </message>
    <message>
        <source>Catalog entry</source>
        <translation>Katalogeintrag</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>In the list</source>
        <translation>In der Liste</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Entry of the list</source>
        <translation>Eintrag der Liste</translation>
    </message>
    <message>
        <source>Why it is not used</source>
        <translation>Warum er nicht verwendet wird</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>Not Mapped</source>
        <translation>Nicht zugeordnet</translation>
    </message>
    <message>
        <source>Prices in USD per million tokens; cloud offers in USD per GPU-hour.</source>
        <translation>Preise in USD pro Million Token; Cloud-Angebote in USD pro GPU-Stunde.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The answer with the prices in use&lt;/b&gt;</source>
        <translation>&lt;b&gt;Die Antwort mit den verwendeten Preisen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;With the list&apos;s prices&lt;/b&gt;</source>
        <translation>&lt;b&gt;Mit den Preisen der Liste&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Use These Prices</source>
        <translation>Diese Preise &amp;übernehmen</translation>
    </message>
    <message>
        <source>Reading %1 …</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <source>Read as %1. Catalog entries priced: %2, with new figures: %3. Entries of the list not mapped: %4.</source>
        <translation>Gelesen als %1. Bepreiste Katalogeinträge: %2, mit neuen Zahlen: %3. Nicht zugeordnete Einträge der Liste: %4.</translation>
    </message>
    <message>
        <source>(the same figures)</source>
        <translation>(dieselben Zahlen)</translation>
    </message>
    <message>
        <source>Changes (%1)</source>
        <translation>Änderungen (%1)</translation>
    </message>
    <message>
        <source>Not Mapped (%1)</source>
        <translation>Nicht zugeordnet (%1)</translation>
    </message>
    <message>
        <source>The answer does not move.</source>
        <translation>Die Antwort ändert sich nicht.</translation>
    </message>
    <message>
        <source>The answer moves.</source>
        <translation>Die Antwort ändert sich.</translation>
    </message>
    <message>
        <source>The list&apos;s prices are in use; %1 holds them (delete it to undo).</source>
        <translation>Die Preise der Liste werden verwendet; %1 enthält sie (zum Rückgängigmachen löschen).</translation>
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
        <translation>Server %1, GPU %2</translation>
    </message>
    <message>
        <source>%1: free</source>
        <translation>%1: frei</translation>
    </message>
    <message>
        <source>, stranded: a job waits that the free GPUs could hold together</source>
        <translation>, brachliegend: ein Job wartet, den die freien GPUs zusammen aufnehmen könnten</translation>
    </message>
    <message>
        <source>%1: %2 job %3, %4 GPUs</source>
        <translation>%1: %2, Job %3, %4 GPUs</translation>
    </message>
    <message>
        <source>%1, slowed: split over more NVLink domains than it needs</source>
        <translation>%1, gebremst: über mehr NVLink-Domänen verteilt als nötig</translation>
    </message>
</context>
<context>
    <name>tco::ui::RangesDialog</name>
    <message>
        <source>Tornado Ranges</source>
        <translation>Tornado-Bereiche</translation>
    </message>
    <message>
        <source>Each input moves over its default range, which follows the kind of number it is (an exchange rate ±5%, a GPU-hour ±30%, the volume ÷3 to ×3), unless it has a low and a high here.</source>
        <translation>Jeder Eingabewert bewegt sich über seinen Standardbereich, der sich nach der Art der Zahl richtet (ein Wechselkurs ±5 %, eine GPU-Stunde ±30 %, das Volumen ÷3 bis ×3), sofern er hier keinen niedrigen und hohen Wert hat.</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabewert</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Derzeit</translation>
    </message>
    <message>
        <source>Default range</source>
        <translation>Standardbereich</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Niedrig</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>none at zero</source>
        <translation>keiner bei null</translation>
    </message>
    <message>
        <source>An input at zero has no default range: give it a low and a high.</source>
        <translation>Ein Eingabewert von null hat keinen Standardbereich: Geben Sie ihm einen niedrigen und einen hohen Wert.</translation>
    </message>
    <message>
        <source>%1: give a low and a high, both numbers, or neither.</source>
        <translation>%1: Geben Sie einen niedrigen und einen hohen Wert an, beide als Zahl, oder keinen von beiden.</translation>
    </message>
    <message>
        <source>Tornado ranges</source>
        <translation>Tornado-Bereiche</translation>
    </message>
</context>
<context>
    <name>tco::ui::RecoveryFile</name>
    <message>
        <source>Unsaved changes cannot be kept safe: the recovery copy %1 could not be written (%2). Save the scenario to keep them.</source>
        <translation>Nicht gespeicherte Änderungen sind nicht gesichert: Die Wiederherstellungskopie %1 konnte nicht geschrieben werden (%2). Speichern Sie das Szenario, um sie zu behalten.</translation>
    </message>
</context>
<context>
    <name>tco::ui::ScenarioEditor</name>
    <message>
        <source>the scenario</source>
        <translation>das Szenario</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>Wechselkurse</translation>
    </message>
    <message>
        <source>exchange rate</source>
        <translation>Wechselkurs</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Self-hosted options</source>
        <translation>Selbst betriebene Optionen</translation>
    </message>
    <message>
        <source>self-hosted option</source>
        <translation>selbst betriebene Option</translation>
    </message>
    <message>
        <source>Staffing</source>
        <translation>Personal</translation>
    </message>
    <message>
        <source>One-time costs</source>
        <translation>Einmalkosten</translation>
    </message>
    <message>
        <source>API offers</source>
        <translation>API-Angebote</translation>
    </message>
    <message>
        <source>API offer</source>
        <translation>API-Angebot</translation>
    </message>
    <message>
        <source>Add %1</source>
        <comment>undo step; %1 names what is added</comment>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Remove %1 “%2”</source>
        <comment>undo step; %1 names what is removed, %2 its name</comment>
        <translation>%1 „%2“ entfernen</translation>
    </message>
    <message>
        <source>Rental terms</source>
        <translation>Mietbedingungen</translation>
    </message>
    <message>
        <source>Ownership costs</source>
        <translation>Eigentumskosten</translation>
    </message>
    <message>
        <source>Advanced: serving assumptions</source>
        <translation>Erweitert: Annahmen zum Betrieb</translation>
    </message>
    <message>
        <source>Not applied: see the problem at “%1”.</source>
        <translation>Nicht übernommen: siehe das Problem bei „%1“.</translation>
    </message>
    <message>
        <source>GPU cluster</source>
        <translation>GPU-Cluster</translation>
    </message>
    <message>
        <source>Typed replicas</source>
        <translation>Eingegebene Replikate</translation>
    </message>
    <message>
        <source>Serving replicas&apos; layout</source>
        <translation>Aufteilung der Replikate</translation>
    </message>
    <message>
        <source>Job mix</source>
        <translation>Jobmix</translation>
    </message>
    <message>
        <source>job class</source>
        <translation>Jobklasse</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <source>Hybrid plans</source>
        <translation>Hybridpläne</translation>
    </message>
    <message>
        <source>A self-hosted fleet for the base of the load and an API offer for the peaks. Needs the week&apos;s load profile.</source>
        <translation>Eine eigene Flotte für die Grundlast und ein API-Angebot für die Spitzen. Braucht das Lastprofil der Woche.</translation>
    </message>
    <message>
        <source>hybrid plan</source>
        <translation>Hybridplan</translation>
    </message>
</context>
<context>
    <name>tco::ui::ScenarioPresenter</name>
    <message>
        <source>recovered scenario</source>
        <translation>wiederhergestelltes Szenario</translation>
    </message>
</context>
<context>
    <name>tco::ui::SensitivityPanel</name>
    <message>
        <source>&amp;Tornado: each input across its range</source>
        <translation>&amp;Tornado: jeder Wert über seinen Bereich</translation>
    </message>
    <message>
        <source>S&amp;pider: the path from each range&apos;s low end to its high end</source>
        <translation>S&amp;pider: jeder Bereich vom unteren zum oberen Ende</translation>
    </message>
    <message>
        <source>Each input&apos;s range follows the kind of number it is (an exchange rate ±5%, a GPU-hour ±30%, the volume ÷3 to ×3), unless Analysis → Tornado Ranges… gives it another.</source>
        <translation>Der Bereich jedes Eingabewerts richtet sich nach der Art der Zahl (ein Wechselkurs ±5 %, eine GPU-Stunde ±30 %, das Volumen ÷3 bis ×3), sofern Analyse → Tornado-Bereiche… ihm keinen anderen gibt.</translation>
    </message>
</context>
<context>
    <name>tco::ui::SliderPanel</name>
    <message>
        <source>Self-hosted option:</source>
        <translation>Eigenbetrieb:</translation>
    </message>
    <message>
        <source>API offer:</source>
        <translation>API-Angebot:</translation>
    </message>
    <message>
        <source>Type a value and press Enter</source>
        <translation>Wert eingeben und Eingabetaste drücken</translation>
    </message>
</context>
<context>
    <name>tco::ui::SpeedCostChart</name>
    <message>
        <source>Today&apos;s fleet</source>
        <translation>Heutige Flotte</translation>
    </message>
    <message>
        <source>Output tokens per second per user</source>
        <translation>Ausgabe-Token/s pro Nutzer</translation>
    </message>
    <message>
        <source>Target per user</source>
        <translation>Ziel pro Nutzer</translation>
    </message>
    <message>
        <source>Target: %1 per user</source>
        <translation>Ziel: %1 pro Nutzer</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>Kosten pro Million Token</translation>
    </message>
</context>
<context>
    <name>tco::ui::SpeedCostPresenter</name>
    <message>
        <source>The configurations could not be worked out: %1</source>
        <translation>Die Konfigurationen konnten nicht berechnet werden: %1</translation>
    </message>
    <message>
        <source>%1, today&apos;s fleet</source>
        <comment>a self-hosted option</comment>
        <translation>%1, heutige Flotte</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Token/s</translation>
    </message>
    <message>
        <source>%1
%2
%3 output tokens/s per user, first token in %4 ms
%5 GPUs: %6 per million tokens</source>
        <translation>%1
%2
%3 Ausgabe-Token/s pro Nutzer, erstes Token in %4 ms
%5 GPUs: %6 pro Million Token</translation>
    </message>
</context>
<context>
    <name>tco::ui::SpiderChart</name>
    <message>
        <source>Low end</source>
        <translation>Unteres Ende</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Derzeit</translation>
    </message>
    <message>
        <source>High end</source>
        <translation>Oberes Ende</translation>
    </message>
    <message>
        <source>Each input across its range</source>
        <translation>Jeder Eingabewert über seinen Bereich</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>%1
At %2: %3 (%4)</source>
        <translation>%1
Bei %2: %3 (%4)</translation>
    </message>
</context>
<context>
    <name>tco::ui::SweepChart</name>
    <message>
        <source>Tokens per day</source>
        <translation>Token pro Tag</translation>
    </message>
    <message>
        <source>Current volume</source>
        <translation>Aktuelles Volumen</translation>
    </message>
    <message>
        <source>Current volume: %1 tokens a day</source>
        <translation>Aktuelles Volumen: %1 Token am Tag</translation>
    </message>
    <message>
        <source>%1
%2 tokens a day: %3</source>
        <translation>%1
%2 Token am Tag: %3</translation>
    </message>
</context>
<context>
    <name>tco::ui::TornadoChart</name>
    <message>
        <source>Input lower</source>
        <translation>Eingabewert niedriger</translation>
    </message>
    <message>
        <source>Input higher</source>
        <translation>Eingabewert höher</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>%1
At %2: %3
At %4: %5</source>
        <translation>%1
Bei %2: %3
Bei %4: %5</translation>
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
        <translation>Median (P50)</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>Share of samples (%)</source>
        <translation>Anteil der Stichproben (%)</translation>
    </message>
    <message>
        <source>No sample has an outcome: in every one, a self-hosted option the outcome measures could not run. Narrow the distributions of the inputs that size it.</source>
        <translation>Keine Stichprobe hat ein Ergebnis: In jeder konnte eine selbst betriebene Option, die das Ergebnis misst, nicht laufen. Engen Sie die Verteilungen der Eingabewerte ein, die sie dimensionieren.</translation>
    </message>
    <message>
        <source>No input has a distribution yet. Add… below gives one to an input you are unsure of, and Suggest gives the five that move the outcome most a first one; then Run.</source>
        <translation>Noch hat kein Eingabewert eine Verteilung. Hinzufügen… (unten) gibt einem unsicheren Eingabewert eine, und Vorschlagen gibt den fünf, die das Ergebnis am stärksten bewegen, eine erste; danach Ausführen.</translation>
    </message>
    <message>
        <source>Run draws the inputs that have a distribution together, prices the whole scenario for each sample, and shows here how the outcome spreads.</source>
        <translation>Ausführen zieht die Eingabewerte mit Verteilung gemeinsam, berechnet für jede Stichprobe das ganze Szenario und zeigt hier, wie das Ergebnis streut.</translation>
    </message>
    <message>
        <source>%1 cheaper</source>
        <translation>%1 günstiger</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>%1 pro Million Token</translation>
    </message>
    <message>
        <source>Share below (S-curve)</source>
        <translation>Anteil darunter (S-Kurve)</translation>
    </message>
    <message>
        <source>Samples below (%)</source>
        <translation>Stichproben darunter (%)</translation>
    </message>
    <message>
        <source>%1 of the samples below %2</source>
        <translation>%1 der Stichproben unter %2</translation>
    </message>
</context>
<context>
    <name>tco::ui::UncertaintyPanel</name>
    <message>
        <source>Input</source>
        <translation>Eingabewert</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>S&amp;uggest</source>
        <translation>&amp;Vorschlagen</translation>
    </message>
    <message>
        <source>Gives the %1 inputs that move the outcome most, of those without one, a triangular distribution over the range the tornado varies them: a start to refine.</source>
        <translation>Gibt den %1 Eingabewerten ohne Verteilung, die das Ergebnis am stärksten bewegen, eine Dreiecksverteilung über den Bereich, in dem der Tornado sie variiert: ein Ausgangspunkt zum Verfeinern.</translation>
    </message>
    <message>
        <source>The same seed draws the same samples, on any computer.</source>
        <translation>Derselbe Startwert zieht auf jedem Computer dieselben Stichproben.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <source>&amp;Samples:</source>
        <translation>&amp;Stichproben:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Uncertain inputs&lt;/b&gt;</source>
        <translation>&lt;b&gt;Unsichere Eingabewerte&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1

Why: %2</source>
        <comment>a distribution, and the reason for it</comment>
        <translation>%1

Warum: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a kind of distribution: its figures</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Remove distribution of %1</source>
        <translation>Verteilung von %1 entfernen</translation>
    </message>
    <message>
        <source>Suggested from the tornado&apos;s range for it (%1): replace it with what you know, and say where it comes from.</source>
        <translation>Aus dem Tornado-Bereich vorgeschlagen (%1): Ersetzen Sie sie durch das, was Sie wissen, und nennen Sie die Quelle.</translation>
    </message>
    <message>
        <source>Suggest distributions</source>
        <translation>Verteilungen vorschlagen</translation>
    </message>
    <message>
        <source>&lt;p&gt;Give the inputs you are unsure of a distribution, then run: every sample draws them together and prices the whole scenario.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Geben Sie den Eingabewerten, bei denen Sie unsicher sind, eine Verteilung und führen Sie dann aus: Jede Stichprobe zieht sie gemeinsam und berechnet das ganze Szenario.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;The scenario has changed since this run: run it again to update.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Das Szenario hat sich seit diesem Lauf geändert: Führen Sie ihn erneut aus, um zu aktualisieren.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;big&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/big&gt; chance that %2 costs less than %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;big&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/big&gt; Wahrscheinlichkeit, dass %2 weniger kostet als %3.&lt;/p&gt;</translation>
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
        <translation>Was die Streuung erklärt (Varianzanteil):</translation>
    </message>
    <message>
        <source>%1 samples, seed %2.</source>
        <translation>%1 Stichproben, Startwert %2.</translation>
    </message>
    <message>
        <source>%1 samples in which a self-hosted option could not run are left out.</source>
        <translation>%1 Stichproben, in denen eine selbst betriebene Option nicht laufen konnte, sind ausgeschlossen.</translation>
    </message>
    <message>
        <source>&amp;Correlations…</source>
        <translation>&amp;Korrelationen…</translation>
    </message>
    <message>
        <source>Which inputs move together, and how closely: drawn together with those rank correlations.</source>
        <translation>Welche Eingaben sich gemeinsam bewegen und wie eng: mit diesen Rangkorrelationen gemeinsam gezogen.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Latin hypercube</source>
        <translation>Latin Hypercube</translation>
    </message>
    <message>
        <source>Latin hypercube draws each input once in each of as many equally likely slices of its range as there are samples: steadier percentiles from fewer samples.</source>
        <translation>Latin Hypercube zieht jede Eingabe einmal in jedem von so vielen gleich wahrscheinlichen Abschnitten ihres Bereichs, wie es Stichproben gibt: stabilere Perzentile mit weniger Stichproben.</translation>
    </message>
    <message>
        <source>Samp&amp;ling:</source>
        <translation>Stichproben&amp;ziehung:</translation>
    </message>
    <message>
        <source>Change sampling</source>
        <translation>Stichprobenziehung ändern</translation>
    </message>
    <message>
        <source>%1 and %2 were drawn with a rank correlation of %3, not %4: the correlations asked for are impossible together, and the nearest possible ones were used.</source>
        <translation>%1 und %2 wurden mit einer Rangkorrelation von %3 statt %4 gezogen: Die verlangten Korrelationen sind zusammen unmöglich, daher wurden die nächstmöglichen verwendet.</translation>
    </message>
    <message>
        <source>A month</source>
        <translation>Ein Monat</translation>
    </message>
    <message>
        <source>Over the horizon</source>
        <translation>Über den Zeitraum</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>Barwert</translation>
    </message>
    <message>
        <source>&amp;Outcome:</source>
        <translation>Er&amp;gebnis:</translation>
    </message>
    <message>
        <source>What the run measures: the two options&apos; difference in a month at today&apos;s volume, summed over the horizon as the volume grows, or that discounted to today at the scenario&apos;s rate; or what the option that commits pays over the horizon for reserved GPUs or promised spend it does not use.</source>
        <translation>Was der Lauf misst: den Unterschied der beiden Optionen in einem Monat beim heutigen Volumen, über den Horizont summiert, während das Volumen wächst, oder das auf heute abgezinst zum Satz des Szenarios; oder was die Option mit Zusage über den Horizont für reservierte GPUs oder zugesagte Ausgaben zahlt, die sie nicht nutzt.</translation>
    </message>
</context>
<context>
    <name>tco::ui::UnitCostChart</name>
    <message>
        <source>Cost per million tokens</source>
        <translation>Kosten pro Million Token</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>%1 pro Million Token</translation>
    </message>
</context>
<context>
    <name>tco::ui::VariantsModel</name>
    <message>
        <source>cannot run</source>
        <translation>nicht lauffähig</translation>
    </message>
    <message>
        <source>%1 (%2 a month)</source>
        <translation>%1 (%2 im Monat)</translation>
    </message>
    <message>
        <source>Outcome (%1 a month)</source>
        <translation>Ergebnis (%1 im Monat)</translation>
    </message>
    <message>
        <source>Change (%1 a month)</source>
        <translation>Änderung (%1 im Monat)</translation>
    </message>
    <message>
        <source>Change (%)</source>
        <translation>Änderung (%)</translation>
    </message>
    <message>
        <source>Set in “%1”. Empty the cell to use the current value again.</source>
        <translation>In „%1“ gesetzt. Leeren Sie die Zelle, um wieder den aktuellen Wert zu verwenden.</translation>
    </message>
    <message>
        <source>The current value: “%1” leaves it as it is. Type a value to set it in this variant.</source>
        <translation>Der aktuelle Wert: „%1“ lässt ihn unverändert. Geben Sie einen Wert ein, um ihn in dieser Variante zu setzen.</translation>
    </message>
    <message>
        <source>Cannot run with this variant&apos;s values.</source>
        <translation>Mit den Werten dieser Variante nicht lauffähig.</translation>
    </message>
    <message>
        <source>No change to compare: an option the outcome measures cannot run, or the current outcome is zero.</source>
        <translation>Keine Änderung zu vergleichen: Eine Option, die das Ergebnis misst, ist nicht lauffähig, oder das aktuelle Ergebnis ist null.</translation>
    </message>
    <message>
        <source>Current values</source>
        <translation>Aktuelle Werte</translation>
    </message>
    <message>
        <source>Each variant&apos;s outcome less the outcome at the current values.</source>
        <translation>Das Ergebnis jeder Variante abzüglich des Ergebnisses bei den aktuellen Werten.</translation>
    </message>
    <message>
        <source>Set %1 in “%2”</source>
        <translation>%1 in „%2“ setzen</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>Add variant “%1”</source>
        <translation>Variante „%1“ hinzufügen</translation>
    </message>
    <message>
        <source>a variant needs a name</source>
        <translation>eine Variante braucht einen Namen</translation>
    </message>
    <message>
        <source>“%1” is already the name of a variant</source>
        <translation>„%1“ ist bereits der Name einer Variante</translation>
    </message>
    <message>
        <source>this scenario has no input at %1</source>
        <translation>dieses Szenario hat keinen Eingabewert bei %1</translation>
    </message>
    <message>
        <source>Add %1 to “%2”</source>
        <translation>%1 zu „%2“ hinzufügen</translation>
    </message>
    <message>
        <source>Use the current %1 in “%2”</source>
        <translation>Aktuellen Wert von %1 in „%2“ verwenden</translation>
    </message>
    <message>
        <source>Rename variant “%1” to “%2”</source>
        <translation>Variante „%1“ in „%2“ umbenennen</translation>
    </message>
    <message>
        <source>Remove variant “%1”</source>
        <translation>Variante „%1“ entfernen</translation>
    </message>
    <message>
        <source>What %1 costs a month more than %2</source>
        <translation>Was %1 im Monat mehr kostet als %2</translation>
    </message>
    <message>
        <source>Variant %1</source>
        <translation>Variante %1</translation>
    </message>
    <message numerus="yes">
        <source>Outcome over %n months, present value (%1)</source>
        <translation>
            <numerusform>Ergebnis über %n Monat, Barwert (%1)</numerusform>
            <numerusform>Ergebnis über %n Monate, Barwert (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change over %n months (%1)</source>
        <translation>
            <numerusform>Änderung über %n Monat (%1)</numerusform>
            <numerusform>Änderung über %n Monate (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change over %n months (%)</source>
        <translation>
            <numerusform>Änderung über %n Monat (%)</numerusform>
            <numerusform>Änderung über %n Monate (%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>What %1 costs more than %2 over %n months, each month discounted to today at %3 a year: growth, price trends and commitments move it, as the horizon chart shows</source>
        <translation>
            <numerusform>Was %1 über %n Monat mehr kostet als %2, jeder Monat mit %3 im Jahr auf heute abgezinst: Wachstum, Preistrends und Zusagen bewegen es, wie das Horizontdiagramm zeigt</numerusform>
            <numerusform>Was %1 über %n Monate mehr kostet als %2, jeder Monat mit %3 im Jahr auf heute abgezinst: Wachstum, Preistrends und Zusagen bewegen es, wie das Horizontdiagramm zeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>no change</source>
        <translation>keine Änderung</translation>
    </message>
</context>
<context>
    <name>tco::ui::VariantsView</name>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>Add &amp;Variant…</source>
        <translation>Neue &amp;Variante…</translation>
    </message>
    <message>
        <source>Add &amp;Input…</source>
        <translation>&amp;Wert hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Rename Variant…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Re&amp;move Variant</source>
        <translation>Variante ent&amp;fernen</translation>
    </message>
    <message>
        <source>Use &amp;Current Value</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Set another input in the selected variant</source>
        <translation>Einen weiteren Eingabewert in der ausgewählten Variante setzen</translation>
    </message>
    <message>
        <source>The selected variant takes the current value of this input again</source>
        <translation>Die ausgewählte Variante übernimmt wieder den aktuellen Wert dieses Eingabewerts</translation>
    </message>
    <message>
        <source>Copy Table</source>
        <translation>Tabelle kopieren</translation>
    </message>
    <message>
        <source>No variants yet. A variant is a named version of the scenario that changes a few inputs (“Cheaper GPUs”, “Twice the volume”); Add Variant… puts one beside the current values.</source>
        <translation>Noch keine Varianten. Eine Variante ist eine benannte Fassung des Szenarios, die einige Eingabewerte ändert („Günstigere GPUs“, „Doppeltes Volumen“); Neue Variante… stellt eine neben die aktuellen Werte.</translation>
    </message>
    <message>
        <source>No outcome to compare: the scenario needs a self-hosted option that can run and an API offer.</source>
        <translation>Kein Ergebnis zu vergleichen: Das Szenario braucht eine lauffähige selbst betriebene Option und ein API-Angebot.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Nicht übernommen: %1</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Input:</source>
        <translation>&amp;Eingabewert:</translation>
    </message>
    <message>
        <source>It starts at its current value; type the variant&apos;s value in the table.</source>
        <translation>Er beginnt mit seinem aktuellen Wert; geben Sie den Wert der Variante in der Tabelle ein.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add Variant</source>
        <translation>Neue Variante</translation>
    </message>
    <message>
        <source>Add an Input to “%1”</source>
        <translation>Einen Eingabewert zu „%1“ hinzufügen</translation>
    </message>
    <message>
        <source>Rename Variant</source>
        <translation>Variante umbenennen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Outcome: %1, in %2; below it the same over the horizon in present value, which growth, price trends and commitments move. Shaded cells are values a variant sets; grey ones, current values it keeps. Type in a variant&apos;s cell to set its value; empty it to use the current value again.</source>
        <translation>Ergebnis: %1, in %2; darunter dasselbe über den Horizont als Barwert, den Wachstum, Preistrends und Zusagen bewegen. Schattierte Zellen sind Werte, die eine Variante setzt; graue sind aktuelle Werte, die sie beibehält. Tippen Sie in die Zelle einer Variante, um ihren Wert zu setzen; leeren Sie sie, um wieder den aktuellen Wert zu verwenden.</translation>
    </message>
</context>
<context>
    <name>tco::ui::VolumeChart</name>
    <message>
        <source>Monthly cost</source>
        <translation>Monatliche Kosten</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation>%1 im Monat</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>%1 costs less than %2 from %3 tokens a day, where the API costs %4 a month</source>
        <translation>%1 kostet ab %3 Token am Tag weniger als %2; dort kostet die API %4 im Monat</translation>
    </message>
</context>
<context>
    <name>tco::ui::WorkshopWindow</name>
    <message>
        <source>Breakeven — Workshop</source>
        <translation>Breakeven — Workshop</translation>
    </message>
    <message>
        <source>&amp;Linear scale</source>
        <translation>&amp;Lineare Skala</translation>
    </message>
    <message>
        <source>Space costs and volumes by their differences rather than their ratios, so that a gap looks as large as it is</source>
        <translation>Kosten und Volumen nach ihren Differenzen statt nach ihren Verhältnissen abtragen, damit ein Abstand so groß aussieht, wie er ist</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
</context>
</TS>
