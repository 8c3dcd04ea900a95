# Die Slash-Befehle: Namen und Beschreibungen (höchstens 100 Zeichen); Namen aus 1–32
# Kleinbuchstaben, Ziffern, - oder _.

command-play = spielen
command-play-description = Eröffne eine neue Partie in diesem Kanal: Alle treten bei, der Gastgeber startet.
command-play-game = spiel
command-play-game-description = Welches Spiel
command-play-remind_hours = erinnern_stunden
command-play-remind_hours-description = Erinnere nach so vielen Stunden an einen Zug (Standard 12, dann alle 24)
command-play-deadline_hours = frist_stunden
command-play-deadline_hours-description = Spiele nach so vielen Stunden ohne Zug den Standardzug (Standard: keine Frist)
command-play-window_hours = fenster_stunden
command-play-window_hours-description = Genua: Stunden zum Bieten oder Passen in einem Fenster oder für eine Antwort (Standard 4)
command-play-remind_every_hours = erinnern_alle_stunden
command-play-remind_every_hours-description = Danach erneut alle so vielen Stunden erinnern (Standard 24)
command-play-absent_after = abwesend_nach
command-play-absent_after-description = Verpasste Fristen in Folge, bevor ein Platz dem Programm gegeben werden kann (Standard 2)
command-play-pictures = bilder
command-play-pictures-description = Spielplan, Hände und Wertung auch als Bilder zeigen (Standard: ja)
command-play-expansion = erweiterung
command-play-expansion-description = Mit einer Erweiterung des Spiels spielen (Die Fürsten von Florenz: Muse und Prinzessin)
command-play-expansion-muse_princess = Muse und Prinzessin
command-play-opponents = gegner
command-play-opponents-description = So viele Computer gleich an den Tisch setzen; die Partie beginnt dann sofort
command-play-level = stärke
command-play-level-description = Wie gut die Computer spielen (Standard: stark)
command-play-level-strong = stark
command-play-level-basic = einfach
command-play-level-random = zufällig
command-play-language = sprache
command-play-language-description = Die Sprache des Spielplans und von allem, was der Tisch liest (Standard: die des Servers)
command-play-thread = thread
command-play-thread-description = In einem Thread am Spielplan reden, wo der Bot einen starten darf (Standard: ja)

command-games = partien
command-games-description = Deine Partien auf diesem Server, wer am Zug ist, und ein Link zu jedem Spielplan.

command-games-all = alle
command-games-all-description = Alle deine Partien auf diesem Server, wer am Zug ist, und ein Link zu jedem Spielplan.
command-games-mine = meine
command-games-mine-description = Die Partien auf diesem Server, die auf dich warten, seit wann, und ein Link zu jedem Spielplan.

command-game = partie
command-game-description = Befehle zu einer Partie.
command-game-board = spielplan
command-game-board-description = Den Spielplan unten im Kanal neu posten; der alte sagt, wohin er gewandert ist.
command-game-board-game = partie
command-game-board-game-description = Die Nummer der Partie, z. B. 7 (Standard: die Partie dieses Kanals)
command-game-log = verlauf
command-game-log-description = Der Verlauf der Partie in Worten, Seite für Seite.
command-game-log-game = partie
command-game-log-game-description = Die Nummer der Partie, z. B. 7 (Standard: die Partie dieses Kanals)
command-game-export = export
command-game-export-description = Die Aufzeichnung der Partie anhängen (das Format von `tavola simulate`), sobald sie vorbei ist.
command-game-export-game = partie
command-game-export-game-description = Die Nummer der Partie, z. B. 7 (Standard: die Partie dieses Kanals)
command-game-leave = verlassen
command-game-leave-description = Eine Partie verlassen: In der Lobby wird dein Platz frei, im Spiel übernimmt das Programm.
command-game-leave-game = partie
command-game-leave-game-description = Die Nummer der Partie, z. B. 7 (Standard: die Partie dieses Kanals)
command-game-replace = ersetzen
command-game-replace-description = Einen Platz an ein anderes Mitglied geben (Gastgeber oder Admin); Karten und Besitz bleiben
command-game-replace-seat = platz
command-game-replace-seat-description = Die Nummer des Platzes wie auf dem Spielplan (1 für den ersten)
command-game-replace-player = spieler
command-game-replace-player-description = Das Mitglied, das ihn ab jetzt spielt
command-game-replace-game = partie
command-game-replace-game-description = Die Nummer der Partie, z. B. 7 (Standard: die Partie dieses Kanals)
command-game-abandon = aufgeben
command-game-abandon-description = Vorschlagen, die Partie aufzugeben, oder dafür stimmen
command-game-abandon-game = partie
command-game-abandon-game-description = Die Nummer der Partie, z. B. 7 (Standard: die Partie dieses Kanals)

command-stats = statistik
command-stats-description = Gespielte und gewonnene Partien des Servers, je Spiel und je Person, mit Bestenliste.

command-settings = einstellungen
command-settings-description = Deine Einstellungen: Pings per DM, Ruhezeiten in deiner Zeitzone, Hand per DM, tägliche Übersicht.
command-settings-time_zone = zeitzone
command-settings-time_zone-description = Deine Zeitzone mit Namen, z. B. Europe/Berlin oder America/New_York
command-settings-quiet_from = ruhe_ab
command-settings-quiet_from-description = Deine Ruhezeit beginnt zu dieser Stunde deines Tages (0–23)
command-settings-quiet_until = ruhe_bis
command-settings-quiet_until-description = Deine Ruhezeit endet zu dieser Stunde deines Tages (0–23)
