/// A binary min-heap of items keyed by a priority, for the router's open set.
struct PriorityQueue<Item> {
    /// The heap, smallest priority at index 0.
    private var heap: [(priority: Double, item: Item)] = []

    /// Whether it holds nothing.
    var isEmpty: Bool { heap.isEmpty }

    /// Adds an item.
    mutating func push(_ item: Item, priority: Double) {
        heap.append((priority, item))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].priority < heap[parent].priority else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the item with the smallest priority.
    mutating func pop() -> (priority: Double, item: Item)? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].priority < heap[smallest].priority { smallest = left }
            if right < heap.count, heap[right].priority < heap[smallest].priority { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }
}
