import random
from pixels import show_grid

def make_maze(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]

    def carve(r, c):
        grid[2 * r + 1][2 * c + 1] = "."
        moves = [(-1, 0), (1, 0), (0, -1), (0, 1)]
        random.shuffle(moves)
        for dr, dc in moves:
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols:
                if grid[2 * nr + 1][2 * nc + 1] == "#":
                    grid[2 * r + 1 + dr][2 * c + 1 + dc] = "."
                    carve(nr, nc)

    carve(0, 0)
    return ["".join(row) for row in grid]

def tremaux(maze, start, goal):
    chalk = {}    # how many chalk marks each opening has
    room = start
    came = None   # the opening it came in by
    trail = [start]
    route = [start]
    while room != goal:
        r, c = room
        marks = {}
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            if maze[r + dr][c + dc] == ".":
                marks[(r + dr, c + dc)] = chalk.get((r + dr, c + dc), 0)
        # It came by a new opening (one mark), but there is more chalk here:
        # it has been here before, so it goes back.
        if came is not None and marks[came] == 1 and sum(marks.values()) > 1:
            way = came
        else:
            # An opening with no chalk; if none, one with one mark; never one with two.
            ways = [o for o in marks if marks[o] == 0]
            if len(ways) == 0:
                ways = [o for o in marks if marks[o] == 1]
            if len(ways) == 0:
                return trail, None  # every opening walked twice: no way out
            way = ways[0]
            if len(ways) > 1:
                way = random.choice(ways)  # more than one: pick at random
        # The room on the other side of the opening.
        room = (2 * way[0] - r, 2 * way[1] - c)
        if marks[way] == 0:
            route.append(room)  # a new opening: one room further on
        else:
            route.pop()         # walked before: one room back
        chalk[way] = marks[way] + 1
        came = way
        trail.append(room)
    return trail, route

random.seed(2083)
maze = make_maze(10, 10)
start = (1, 1)
goal = (len(maze) - 2, len(maze[0]) - 2)
random.seed(1)  # the mouse's own choices: the same every run
trail, route = tremaux(maze, start, goal)
print("Chalk: walked", len(trail) - 1, "steps, a way out through", len(route), "rooms")
drawn = [list(row) for row in maze]
for r, c in trail:
    drawn[r][c] = "v"
for r, c in route:
    drawn[r][c] = "o"
show_grid(drawn, {"#": "black", ".": "white", "v": "lightblue", "o": "red"})
