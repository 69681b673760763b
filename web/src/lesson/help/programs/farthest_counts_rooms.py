def rooms_from(maze, start):
    rooms = {start: 1}
    to_visit = [start]
    i = 0
    while i < len(to_visit):
        r, c = to_visit[i]
        i = i + 1
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            room = (r + 2 * dr, c + 2 * dc)
            if maze[r + dr][c + dc] == "." and room not in rooms:
                rooms[room] = rooms[(r, c)] + 1
                to_visit.append(room)
    return rooms

def farthest(maze):
    first = rooms_from(maze, (1, 1))
    end = max(first, key=first.get)
    return max(rooms_from(maze, end).values())
