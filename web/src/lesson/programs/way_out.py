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

def way_out(maze):
    start = (1, 1)
    goal = (len(maze) - 2, len(maze[0]) - 2)
    came_from = {start: None}
    to_visit = [start]
    while len(to_visit) > 0:
        square = to_visit.pop(0)
        if square == goal:
            route = []
            while square is not None:
                route.append(square)
                square = came_from[square]
            route.reverse()
            return route
        r, c = square
        for nxt in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]:
            if maze[nxt[0]][nxt[1]] == "." and nxt not in came_from:
                came_from[nxt] = square
                to_visit.append(nxt)
    return None

random.seed(2083)
maze = make_maze(10, 10)
route = way_out(maze)
rooms_on_route = [sq for sq in route if sq[0] % 2 == 1 and sq[1] % 2 == 1]
print("The way out goes through", len(rooms_on_route), "rooms")
drawn = [list(row) for row in maze]
for r, c in route:
    drawn[r][c] = "o"
show_grid(drawn, {"#": "black", ".": "white", "o": "red"})
