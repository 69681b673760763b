import random

def ten_print(rows, cols):
    return ["".join(random.choice("╱╲") for col in range(cols)) for row in range(rows)]

random.seed(2083)
for line in ten_print(10, 40):
    print(line)
