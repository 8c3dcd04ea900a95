# The slash commands: names (the English ones are the commands' own) and descriptions, at most
# 100 characters each; names are 1–32 lowercase letters, digits, - or _.

command-play = play
command-play-description = Open a new game in this channel: players join, the host starts it.
command-play-game = game
command-play-game-description = Which game
command-play-remind_hours = remind_hours
command-play-remind_hours-description = Remind a player to act after this many hours (default 12, then every 24)
command-play-deadline_hours = deadline_hours
command-play-deadline_hours-description = Play the default move for a player who has not acted in this many hours (default: no deadline)
command-play-window_hours = window_hours
command-play-window_hours-description = Genoa: hours to bid or pass in a window, or to answer a trade (default 4)
command-play-remind_every_hours = remind_every_hours
command-play-remind_every_hours-description = Then remind again every this many hours (default 24)
command-play-absent_after = absent_after
command-play-absent_after-description = Missed deadlines in a row before the others may hand a seat to the program (default 2)
command-play-pictures = pictures
command-play-pictures-description = Show the board, hands and scores as pictures as well as text (default: yes)
command-play-expansion = expansion
command-play-expansion-description = Play with an expansion the game has (The Princes of Florence: muse_princess)
command-play-expansion-muse_princess = muse_princess
command-play-opponents = opponents
command-play-opponents-description = Computer players to seat at once; the game then starts right away
command-play-level = level
command-play-level-description = How well the computer players play (default: strong)
command-play-level-strong = strong
command-play-level-basic = basic
command-play-level-random = random
command-play-language = language
command-play-language-description = The language of the board and what the table reads (default: the server's)
command-play-thread = thread
command-play-thread-description = Talk in a thread started from the board, where the bot may start one (default: yes)

command-games = games
command-games-description = The games you sit at in this server, whose turn it is, and a link to each board.

command-games-all = all
command-games-all-description = Every game you sit at in this server, whose turn it is, and a link to each board.
command-games-mine = mine
command-games-mine-description = The games in this server waiting on you, how long you have had, and a link to each board.

command-game = game
command-game-description = Commands about one game.
command-game-board = board
command-game-board-description = Post the board again at the bottom of the channel; the old one says where it went.
command-game-board-game = game
command-game-board-game-description = The game's number, e.g. 7 (default: this channel's game)
command-game-log = log
command-game-log-description = The game's history in words, a page at a time.
command-game-log-game = game
command-game-log-game-description = The game's number, e.g. 7 (default: this channel's game)
command-game-export = export
command-game-export-description = Attach the game's record (the format of `tavola simulate`), once the game is over.
command-game-export-game = game
command-game-export-game-description = The game's number, e.g. 7 (default: this channel's game)
command-game-leave = leave
command-game-leave-description = Leave a game: in its lobby your seat is freed; in play the program takes it over.
command-game-leave-game = game
command-game-leave-game-description = The game's number, e.g. 7 (default: this channel's game)
command-game-replace = replace
command-game-replace-description = Give a seat to another member (host or server admin); it keeps its cards and palaces
command-game-replace-seat = seat
command-game-replace-seat-description = The seat's number, as on the board (1 for the first)
command-game-replace-player = player
command-game-replace-player-description = The member who plays it from now on
command-game-replace-game = game
command-game-replace-game-description = The game's number, e.g. 7 (default: this channel's game)
command-game-abandon = abandon
command-game-abandon-description = Propose to abandon the game, or vote for it
command-game-abandon-game = game
command-game-abandon-game-description = The game's number, e.g. 7 (default: this channel's game)

command-stats = stats
command-stats-description = The server's games played and won, per game and per player, with a leaderboard.

command-settings = settings
command-settings-description = Your own settings: pings by DM, quiet hours in your time zone, your hand by DM, a daily digest.
command-settings-time_zone = time_zone
command-settings-time_zone-description = Your time zone by name, e.g. Europe/Berlin or America/New_York
command-settings-quiet_from = quiet_from
command-settings-quiet_from-description = Quiet hours start at this hour of your day (0-23)
command-settings-quiet_until = quiet_until
command-settings-quiet_until-description = Quiet hours end at this hour of your day (0-23)
