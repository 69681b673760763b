def openings(maze, r, c):
    n = 0
    for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
        if maze[r + dr][c + dc] != "#":
            n += 1
    return n

def is_room(r, c):
    return r % 2 == 1 and c % 2 == 1

def dead_ends(maze):
    ends = []
    for r in range(len(maze)):
        for c in range(len(maze[r])):
            if is_room(r, c) and openings(maze, r, c) == 1:
                ends.append((r, c))
    print("dead ends at", ends)
    return len(ends)

maze = ["#####", "#...#", "#####"]
print(dead_ends(maze))
