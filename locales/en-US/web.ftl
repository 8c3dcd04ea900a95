# The pages on the web: a game's page and a server's, and the buttons that link to them.

button-page = 🌐 Game page
button-server-page = 🌐 Finished games
web-title = { $game } #{ $id }
web-status-lobby = Waiting for players: { $seated } seated.
web-status-active = To move: { $who }
web-status-finished = The game is over.
web-status-cancelled = The game was abandoned.
web-alt-step = The board after step { $step }
web-replay = Replay
web-first = First step
web-previous = Previous step
web-next = Next step
web-latest = Latest step
web-step = Step
web-players = Players
web-player = Player
web-score = Points
web-rank = Rank
web-final-scores = Final scores
web-history = History
web-footer = This page shows what the game's board shows in its channel. Hands stay private.
web-someone = A player
web-server-title = Finished games on this server
web-server-none = No game has been finished here yet.
web-server-games = { $count ->
    [one] 1 game finished
   *[other] { $count } games finished
}
web-server-finished = Latest games
web-won = Won
web-played = Games
web-rating = Rating
