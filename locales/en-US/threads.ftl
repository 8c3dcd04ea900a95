## A thread per game: started from the board, it holds the game's talk.

# The thread's name, e.g. "Palazzo #12".
thread-name = { $game } #{ $id }
