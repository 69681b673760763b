def is_perfect(m):
    group = {}
    for i in range(1, len(m), 2):
        for j in range(1, len(m[0]), 2):
            group[(i, j)] = (i, j)

    def root(x):
        while group[x] != x:
            x = group[x]
        return x

    for i in range(1, len(m) - 1):
        for j in range(1, len(m[0]) - 1):
            # skip walls and rooms, only openings join groups
            if m[i][j] != "." or (i % 2 == 1 and j % 2 == 1):
                continue
            if i % 2 == 1:
                left, right = (i, j - 1), (i, j + 1)
            else:
                left, right = (i - 1, j), (i + 1, j)
            g1, g2 = root(left), root(right)
            if g1 == g2:
                return False
            group[g1] = g2
    # a perfect maze ends as one group
    return len(set(root(x) for x in group)) == 1
