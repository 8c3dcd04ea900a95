## Ein Thread pro Partie: am Spielplan gestartet, er nimmt das Gespräch der Partie auf.

# Der Name des Threads, z. B. „Palazzo, Partie #12“.
thread-name = { $game }, Partie #{ $id }
