def count_mazes(rows, cols):
    n = rows * cols
    m = [[0] * n for i in range(n)]
    for r in range(rows):
        for c in range(cols):
            a = r * cols + c
            for nr, nc in [(r + 1, c), (r, c + 1)]:
                if nr < rows and nc < cols:
                    b = nr * cols + nc
                    m[a][a] += 1
                    m[b][b] += 1
                    m[a][b] -= 1
                    m[b][a] -= 1
    m = [row[1:] for row in m[1:]]
    k = len(m)
    before = 1
    for i in range(k - 1):
        for j in range(i + 1, k):
            for l in range(i + 1, k):
                m[j][l] = (m[j][l] * m[i][i] - m[j][i] * m[i][l]) // before
        before = m[i][i]
    return m[k - 1][k - 1]

for size in [3, 4, 10]:
    print(f"{size} x {size} rooms:", count_mazes(size, size), "perfect mazes")
